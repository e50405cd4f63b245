type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** The query parameter the platform reads the anti-forgery crumb from (docs/fixture-server.md, "The crumb rule"). */
const CRUMB_PARAM = 'crumb';

/**
 * The address of a call: `url` resolved against the target's `base`, with the query appended (undefined
 * values left out) and the crumb. The crumb goes only to the target's own origin, never to another
 * host named by an absolute `url`. Throws a TypeError for anything but an http(s) address, so no
 * javascript:, data: or file: address is ever fetched.
 */
export function buildRequestUrl(url: string, base: string, query: Query = {}, crumb?: string): URL {
  const address = new URL(url, base);
  if (address.protocol !== 'http:' && address.protocol !== 'https:') {
    throw new TypeError(`Data calls go to http(s) addresses only, not ${address.protocol}`);
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) address.searchParams.append(name, String(value));
  }
  if (crumb !== undefined && address.origin === new URL(base).origin) address.searchParams.set(CRUMB_PARAM, crumb);
  return address;
}
