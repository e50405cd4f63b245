import * as z from 'zod/mini';

/** data-block-json of a search block: optional, no fields (docs/markup.md 6.13); the form comes from the markup. */
export const SearchConfigSchema = z.looseObject({});
