import type { PageContext } from '../../platform/page-context/read-page-context.ts';

/**
 * The addresses of the page's font stylesheets, as the page context names them (site-runtime.md §7,
 * docs/markup.md): one web-font request with a `family` parameter per googleFonts entry, and the
 * Typekit kit when the site has one. Entries with an empty includeName are left out, since the
 * service would refuse the whole request for one empty family.
 */
export function fontStylesheetAddresses(context: PageContext): string[] {
  const addresses: string[] = [];
  const families = context.googleFonts.map((font) => font.includeName).filter((name) => name !== '');
  if (families.length) {
    const query = families.map((family) => `family=${encodeURIComponent(family)}`).join('&');
    addresses.push(`${context.fontServices.googleFontsCss}?${query}`);
  }
  const kit = context.website.typekitId;
  // Encoded, so a kit id cannot climb out of the kit directory (../).
  if (kit) addresses.push(`${context.fontServices.typekitCss}${encodeURIComponent(kit)}.css`);
  return addresses;
}
