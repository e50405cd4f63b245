/**
 * The internal link categories (site-runtime.md §2): "anchor, content link (path begins with a slash), file
 * link (path begins with /s/), external link, empty, malformed protocol, other protocol, default". Every
 * string falls in exactly one, in the order the checks below run. The spec defines only the first three;
 * the rest are chosen here:
 * - the address is read as a browser reads an href, spaces around it ignored;
 * - external link: http(s) with '://' and a host, or '//' and a host (another site, whatever the page's own);
 * - malformed protocol: what starts like http(s) but is not that ('http:/x', 'https//x', 'http://'), or a
 *   '://' after something that is no scheme ('ht tp://x');
 * - other protocol: any other scheme (mailto:, tel:, javascript:, ftp:…);
 * - default: the rest, such as relative paths ('page', '?q=1', 'www.example.com').
 */
export const LINK_CATEGORIES = ['anchor', 'contentLink', 'fileLink', 'externalLink', 'empty', 'malformedProtocol', 'otherProtocol', 'default'] as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];

const EXTERNAL = /^(?:https?:)?\/\/[^/?#\\\s]/i;
const LOOKS_LIKE_HTTP = /^https?(?:[:/;]|$)/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function linkCategory(href: string): LinkCategory {
  const address = href.trim();
  if (address === '') return 'empty';
  if (address.startsWith('#')) return 'anchor';
  if (address.startsWith('/s/')) return 'fileLink';
  if (EXTERNAL.test(address)) return 'externalLink';
  if (address.startsWith('/') && !address.startsWith('//')) return 'contentLink';
  if (LOOKS_LIKE_HTTP.test(address) || address.startsWith('//')) return 'malformedProtocol';
  if (SCHEME.test(address)) return 'otherProtocol';
  if (address.includes('://')) return 'malformedProtocol';
  return 'default';
}
