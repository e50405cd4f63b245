import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { httpUrl } from '../../services/urls/http-url.ts';
import { fontStylesheetAddresses } from './font-stylesheets.ts';
import { SiteRuntimeError } from '../../shared/errors.ts';

/** A font stylesheet that failed to load (a font no longer available answers 400) or was refused. */
export class FontStylesheetError extends SiteRuntimeError {
  override readonly name = 'FontStylesheetError';
}

/**
 * Adds the page's font stylesheets to <head> (site-runtime.md §7). A stylesheet that fails or is
 * refused is logged and reported, and the text stays in its fallback fonts (SR §8). Returns how to
 * remove the links and their listeners.
 */
export function loadFonts(context: PageContext, report: (error: unknown) => void): () => void {
  const listeners = new AbortController();
  const links: HTMLLinkElement[] = [];
  const fail = (error: FontStylesheetError): void => {
    console.error('[site-runtime] web fonts:', error);
    report(error);
  };

  for (const address of fontStylesheetAddresses(context)) {
    const url = httpUrl(address, document.baseURI);
    if (url === undefined) {
      fail(new FontStylesheetError(`Font stylesheet refused (not an http(s) URL): ${address}`));
      continue;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.addEventListener('error', () => fail(new FontStylesheetError(`Font stylesheet failed to load: ${url}`)), {
      once: true,
      signal: listeners.signal,
    });
    document.head.append(link);
    links.push(link);
  }

  return () => {
    listeners.abort();
    for (const link of links) link.remove();
  };
}
