import { COMMENTS_MESSAGES } from '../../texts/comments.ts';

/** Disqus's comment-count script for a shortname (site-runtime.md §7 "a comment-count script loaded by shortname"). */
export const COMMENT_COUNT_SCRIPT = 'https://{shortname}.disqus.com/count.js';
/** Where a page (the fixture site, a proxy) names another address for it, `{shortname}` in it (chosen name). */
export const COMMENT_COUNT_SCRIPT_ATTRIBUTE = 'data-comment-count-script';
/** The global the count script calls with the counts, named in its `callback` parameter (chosen name). */
export const COMMENT_COUNTS_CALLBACK = '__siteRuntimeCommentCounts';
/** The links the counts go into, anywhere on the page (docs/markup.md 6.18, chosen names). */
export const COMMENT_LINK_SELECTOR = 'a[data-comment-link][data-item-id]';

/** A Disqus shortname: lowercase letters, digits and dashes; anything else never goes into a script's host name. */
const SHORTNAME = /^[a-z0-9-]{1,64}$/;

export function isShortname(value: string): boolean {
  return SHORTNAME.test(value);
}

/**
 * The count script's address: the template with the shortname, `callback` and one `id` per item (in page order,
 * each once); undefined when the shortname is not one or the address is not http(s).
 */
export function countScriptUrl(template: string, shortname: string, itemIds: readonly string[], base: string): string | undefined {
  if (!isShortname(shortname)) return undefined;
  let url: URL;
  try {
    url = new URL(template.replaceAll('{shortname}', shortname), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.searchParams.set('callback', COMMENT_COUNTS_CALLBACK);
  for (const id of new Set(itemIds)) url.searchParams.append('id', id);
  return url.href;
}

/** The counts the script gave, by item id: only whole numbers from 0 up; anything else is left out. */
export function readCounts(payload: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return counts;
  for (const [id, count] of Object.entries(payload)) {
    if (Number.isSafeInteger(count) && (count as number) >= 0) counts.set(id, count as number);
  }
  return counts;
}

/**
 * A link's text for a count, its thousands grouped with '.' as pt-BR writes them. Not toLocaleString: a page's
 * first Intl use loads the locale data, a task of 150 ms and more on a phone (4x CPU), for one number.
 */
export function countText(count: number): string {
  if (count === 0) return COMMENTS_MESSAGES.none;
  if (count === 1) return COMMENTS_MESSAGES.one;
  return COMMENTS_MESSAGES.many.replace('{count}', String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
}
