/** Which images load (GMM §4.6 "Image loading"). */
import { wrapIndex } from '../../../ui/block-kit/wrap-index.ts';

export interface IndexWindowInput {
  /** 'off': "Lazy loading off: all images load."; 'index': within preloadCount of currentIndex. */
  readonly lazyLoad?: 'off' | 'index';
  readonly currentIndex: number;
  readonly count: number;
  /** Slides loaded either side of the current one; a negative or fractional value counts as its floor, at least 0. */
  readonly preloadCount: number;
  readonly loop: boolean;
}

/**
 * The slide indexes whose images load, sorted, without duplicates, the current one included. GMM §4.6:
 * "images within preloadCount positions either side of currentIndex load. With loop on, positions wrap
 * around. With loop off, positions are clamped to the first and last slide."
 */
export function indexesToLoad({ lazyLoad = 'index', currentIndex, count, preloadCount, loop }: IndexWindowInput): number[] {
  if (count < 1) return [];
  const all = Array.from({ length: count }, (_, i) => i);
  const reach = Math.max(0, Math.floor(preloadCount));
  if (lazyLoad === 'off') return all;
  const current = wrapIndex(currentIndex, count);
  if (!loop) return all.slice(Math.max(0, current - reach), Math.min(count - 1, current + reach) + 1);
  if (2 * reach + 1 >= count) return all;
  const chosen = new Set<number>();
  for (let offset = -reach; offset <= reach; offset++) chosen.add(wrapIndex(current + offset, count));
  return [...chosen].sort((a, b) => a - b);
}
