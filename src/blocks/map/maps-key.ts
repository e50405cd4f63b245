/**
 * The maps script's key from the page context's `mapsApiKey` (GMM §7 "decoded from a value in the page
 * context"; docs/markup.md §2: base64, chosen there). Undefined when there is none or it is not base64 of
 * printable ASCII (a key is), so a bad value leaves the map pre-rendered instead of asking with garbage.
 */
export function decodeMapsKey(value: string): string | undefined {
  if (value === '') return undefined;
  let key: string;
  try {
    key = atob(value);
  } catch {
    return undefined;
  }
  return /^[\x21-\x7e]+$/.test(key) ? key : undefined;
}
