/** What the local stand-in of the font services knows (server/platform/fonts.ts). */

/** Families the web-font service still offers; any other family is "no longer available". */
export const FONT_FAMILIES: readonly string[] = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Playfair Display'];

/** Typekit kits by id, each with the families it holds (a Map, so no inherited key is a kit). */
export const TYPEKIT_KITS: ReadonlyMap<string, readonly string[]> = new Map([['abc1def', ['Proxima Nova', 'Minion Pro']]]);
