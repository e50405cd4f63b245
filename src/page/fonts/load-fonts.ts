import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { httpUrl } from '../../services/small-services/http-url.ts';
import { fontStylesheetAddresses, typekitKitAddress } from './font-stylesheets.ts';
import { documentFaces, missingTypekitFonts } from './typekit-fonts.ts';
import { SiteRuntimeError } from '../../shared/errors.ts';

/**
 * A font stylesheet that failed to load (a font no longer available answers 400) or was refused.
 * @internal Exported for the error family test (src/test/error-family.test.ts), which makes one of each.
 */
export class FontStylesheetError extends SiteRuntimeError {
  override readonly name = 'FontStylesheetError';
}

/**
 * Fonts of the page context's typekitFonts that the site's Typekit kit no longer holds.
 * @internal Exported for the error family test (src/test/error-family.test.ts), which makes one of each.
 */
export class FontUnavailableError extends SiteRuntimeError {
  override readonly name = 'FontUnavailableError';
}

/**
 * Adds the page's font stylesheets to <head> (site-runtime.md §7). A stylesheet that fails or is
 * refused is logged and reported, and the text stays in its fallback fonts (SR §8). Once the Typekit
 * kit's stylesheet has loaded, the fonts of typekitFonts it no longer declares (a font gone from the
 * service leaves its kit's CSS; the kit still loads) are logged and reported too, in one error.
 * Returns how to remove the links and their listeners.
 */
export function loadFonts(context: PageContext, report: (error: unknown) => void): () => void {
  const listeners = new AbortController();
  const links: HTMLLinkElement[] = [];
  const fail = (error: FontStylesheetError | FontUnavailableError): void => {
    console.error('[site-runtime] web fonts:', error);
    report(error);
  };

  const kit = typekitKitAddress(context);
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
    if (address === kit && context.typekitFonts.length) {
      link.addEventListener(
        'load',
        () => {
          const missing = missingTypekitFonts(context.typekitFonts, documentFaces(document));
          if (missing.length) fail(new FontUnavailableError(`Typekit fonts no longer available in kit ${context.website.typekitId}: ${missing.join(', ')}`));
        },
        { once: true, signal: listeners.signal },
      );
    }
    document.head.append(link);
    links.push(link);
  }

  return () => {
    listeners.abort();
    for (const link of links) link.remove();
  };
}
