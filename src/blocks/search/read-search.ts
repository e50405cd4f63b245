import { requireElement } from '../../kit/block-kit/block-errors.ts';

/** The search form and its query field (docs/markup.md 6.13, chosen names). */
const SEARCH_FORM_SELECTOR = 'form[role="search"]';
const SEARCH_QUERY_SELECTOR = 'input[name="q"]';

export interface SearchMarkup {
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
}

/** MarkupError when the block has no search form or the form no `q` field. */
export function readSearch(block: HTMLElement): SearchMarkup {
  const form = requireElement<HTMLFormElement>(block, SEARCH_FORM_SELECTOR, 'Search form');
  return { form, input: requireElement<HTMLInputElement>(form, SEARCH_QUERY_SELECTOR, 'Search field') };
}
