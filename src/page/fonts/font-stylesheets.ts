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
  const kit = typekitKitAddress(context);
  if (kit !== undefined) addresses.push(kit);
  return addresses;
}

/**
 * The Typekit kit's stylesheet, `{fontServices.typekitCss}{website.typekitId}.css` (Typekit's own shape,
 * docs/markup.md §2), or undefined when the site has no kit. The id is encoded, so it cannot climb out
 * of the kit directory (../).
 */
export function typekitKitAddress(context: PageContext): string | undefined {
  const kit = context.website.typekitId;
  return kit ? `${context.fontServices.typekitCss}${encodeURIComponent(kit)}.css` : undefined;
}
