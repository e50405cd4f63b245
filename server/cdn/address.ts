import { stringField } from '../body.ts';
import { escapeHtml } from '../html/escape.ts';

/**
 * The runtime's folder on an origin of its own, as a CDN serves it (docs/markup.md §1 "The runtime on
 * another origin"; docs/fixture-server.md "The CDN origin"). The fixture CDN listens on another port of
 * 127.0.0.1: another origin for the browser. Its requests carry no cookie (module scripts and fetches go
 * there without credentials), so a QA session's pages name a folder with the session in its path, which
 * every address the runtime resolves against runtime.js keeps: `/qa/<session>/dist/runtime.js`.
 */

/** `?cdn=1` on a page's address: the page as a renderer that takes the runtime from the CDN origin writes it. */
const CDN_QUERY = { name: 'cdn', value: '1' } as const;

/** The folder's path on the CDN origin, the same as on the site's. */
const CDN_DIST = '/dist/';

const SESSION_SEGMENT = 'qa';
/** `/qa/<session>/dist/…`: a QA session's folder. */
const SESSION_PATH = new RegExp(`^/${SESSION_SEGMENT}/([^/?#]+)(/[^?#]*)?`);

/** Whether the request asks for the page with its runtime on the CDN origin (`?cdn=1`). */
export function cdnRequested(query: unknown): boolean {
  return stringField(query, CDN_QUERY.name) === CDN_QUERY.value;
}

/** The runtime's folder on the CDN origin (`http://127.0.0.1:4175`) for a QA session's pages (null: none). */
export function cdnFolder(origin: string, session: string | null): string {
  return session === null ? `${origin}${CDN_DIST}` : `${origin}/${SESSION_SEGMENT}/${encodeURIComponent(session).replaceAll("'", '%27')}${CDN_DIST}`;
}

/** The QA session a CDN address names (null: none, or one that does not decode). */
export function cdnSessionOf(url: string): string | null {
  const encoded = SESSION_PATH.exec(url)?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** A CDN address without its session's prefix, query kept: what the CDN's routes, faults and the request log see. */
export function withoutSession(url: string): string {
  const match = SESSION_PATH.exec(url);
  return match ? `${match[2] ?? '/'}${url.slice(match[0].length)}` : url;
}

/** The runtime's script tag: the first whose src ends in runtime.js (as preload-hints.ts finds it; a second copy comes later). */
const RUNTIME_SCRIPT = /<script\b[^>]*\bsrc\s*=\s*"([^"]*?)runtime\.js"[^>]*>/i;

/** The page with its runtime's script taken from `folder` (the runtime resolves every other file against it). */
export function withRuntimeFolder(page: string, folder: string): string {
  const match = RUNTIME_SCRIPT.exec(page);
  if (!match) return page;
  const tag = match[0].replace(/\bsrc\s*=\s*"[^"]*"/i, () => `src="${escapeHtml(folder)}runtime.js"`);
  return page.slice(0, match.index) + tag + page.slice(match.index + match[0].length);
}

/** An origin (`http://127.0.0.1:4175`) from a listening server's address, or undefined when it does not listen. */
export function listeningOrigin(address: string | { address: string; port: number } | null, host: string): string | undefined {
  return typeof address === 'object' && address !== null ? `http://${host}:${address.port}` : undefined;
}
