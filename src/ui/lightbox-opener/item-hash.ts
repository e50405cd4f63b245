/**
 * `#itemId={id}` in the address (docs/markup.md §6.5 and §6.6, chosen form): a gallery item, which the
 * gallery jumps to and the lightbox opens on. Other `&`-separated hash parameters are kept.
 */
const KEY = 'itemId';

/** decodeURIComponent that keeps a malformed escape as written instead of throwing. */
export function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const parts = (hash: string): string[] =>
  hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '');
const keyOf = (part: string): string => part.split('=')[0] ?? '';

/** The item id in `hash` (URL-decoded), or undefined when it names none. */
export function itemIdInHash(hash: string): string | undefined {
  for (const part of parts(hash)) {
    const id = decodeComponent(part.slice(KEY.length + 1));
    if (keyOf(part) === KEY && id !== '') return id;
  }
  return undefined;
}

/** `hash` with its item id set to `id`, or taken out when `id` is undefined ('' when nothing is left). */
export function hashWithItemId(hash: string, id: string | undefined): string {
  const kept = parts(hash).filter((part) => keyOf(part) !== KEY);
  if (id !== undefined) kept.push(`${KEY}=${encodeURIComponent(id)}`);
  return kept.length ? `#${kept.join('&')}` : '';
}
