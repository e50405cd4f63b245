import { LINK_MAX_LENGTH, TEL_MIN_SIGNS } from '../../shared/limits.ts';

/**
 * The link helpers of site-runtime.md §5: what makes a link of each kind valid. A link's kind is read from
 * its start (schemes in any case); each is valid "under" its limit, counted over the whole link.
 */
export type LinkKind = keyof typeof LINK_MAX_LENGTH | 'url';

/** The start of each kind; an internal link is a path ('/', but not the '//' of another host). */
const KIND_PATTERNS: readonly (readonly [LinkKind, RegExp])[] = [
  ['tel', /^tel:/i],
  ['sms', /^sms:/i],
  ['mailto', /^mailto:/i],
  ['anchor', /^#/],
  ['ftp', /^ftp:\/\//i],
  ['javascript', /^javascript:/i],
  ['internal', /^\/(?!\/)/],
  ['url', /^https?:\/\//i],
];

/** "at least 4 digits or plus or minus signs": a number of those signs alone (no spaces or dots, chosen here). */
const TEL_NUMBER = new RegExp(`^[\\d+-]{${TEL_MIN_SIGNS},}$`);
/** "a single @ and a dotted extension", in the address before any '?' (its headers may hold more '@'s, chosen here). */
const MAIL_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@.\s]+$/;
/** "A proper URL has a host with a 2-3 letter top-level domain": at least one label before it. */
const PROPER_HOST = /^[^.]+(?:\.[^.]+)*\.[a-z]{2,3}$/i;

/** The kind of link `href` is by its start, or undefined when it is none of the spec's kinds. */
export function linkKind(href: string): LinkKind | undefined {
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(href))?.[0];
}

/** An http(s) URL whose host ends in a 2-3 letter top-level domain (not an IP address, not 'localhost'). */
export function isProperUrl(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return PROPER_HOST.test(new URL(href).hostname);
  } catch {
    return false;
  }
}

/** Whether `href` is a valid link of its kind (site-runtime.md §5); a string of no kind is not. */
export function isValidLink(href: string): boolean {
  const kind = linkKind(href);
  if (kind === undefined) return false;
  if (kind === 'url') return isProperUrl(href);
  if (href.length >= LINK_MAX_LENGTH[kind]) return false;
  const body = href.slice(href.indexOf(':') + 1);
  if (kind === 'tel') return TEL_NUMBER.test(body);
  if (kind === 'mailto') return MAIL_ADDRESS.test(body.split('?', 1)[0] ?? '');
  return true;
}
