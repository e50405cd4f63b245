import { SiteRuntimeError } from '../../../shared/errors.ts';

/** GMM §5 and §8: what a gallery logs when its data-block-json cannot be read. */
export const GALLERY_CONFIG_MESSAGES = {
  malformed: 'Error decoding gallery block data.',
  invalid: 'Error evaluating gallery block data.',
} as const;

/** "An unknown gallery design throws a not-found error naming the design"; "An unknown stacked transition throws 'Could not find transition named ...'" (GMM §5). */
export class GalleryNotFoundError extends SiteRuntimeError {
  override readonly name = 'GalleryNotFoundError';
}

export const designNotFound = (design: string): GalleryNotFoundError => new GalleryNotFoundError(`Could not find gallery design named ${design}`);
export const transitionNotFound = (transition: string): GalleryNotFoundError => new GalleryNotFoundError(`Could not find transition named ${transition}`);
