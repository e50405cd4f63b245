/** What the local stand-in of the font services knows (server/platform/fonts.ts). */

/** Families the web-font service still offers; any other family is "no longer available". */
export const FONT_FAMILIES: readonly string[] = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Playfair Display'];

/**
 * A family of a Typekit kit: its CSS name (what `typekitFonts[].id` names, docs/markup.md §2) and the
 * variations the kit serves, in Typekit's notation (`n4` normal 400, `i7` italic 700).
 */
export interface KitFamily {
  readonly family: string;
  readonly variations: readonly string[];
}

/**
 * Typekit kits by id, each with the families it still holds (a Map, so no inherited key is a kit). A
 * font that is no longer available is simply not in its kit's CSS any more: Minion Pro's italic is
 * gone from abc1def, and `fonte-sumida` is in no kit.
 */
export const TYPEKIT_KITS: ReadonlyMap<string, readonly KitFamily[]> = new Map([
  [
    'abc1def',
    [
      { family: 'proxima-nova', variations: ['n4', 'n7', 'i4'] },
      { family: 'minion-pro', variations: ['n4', 'n7'] },
    ],
  ],
]);
