import { SiteRuntimeError } from '../../shared/errors.ts';

/** The block's data-block-json is not valid JSON or does not match the block's schema. */
export class BlockConfigError extends SiteRuntimeError {
  override readonly name = 'BlockConfigError';
}

/** The pre-rendered HTML lacks an element the block needs (docs/markup.md says which). */
export class MarkupError extends SiteRuntimeError {
  override readonly name = 'MarkupError';
}

export function requireElement<T extends Element>(parent: ParentNode, selector: string, what: string): T {
  const element = parent.querySelector<T>(selector);
  if (!element) throw new MarkupError(`${what} is missing (${selector})`);
  return element;
}
