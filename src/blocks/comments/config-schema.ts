import * as z from 'zod/mini';

/** data-block-json of a comments block: optional, no fields (docs/markup.md 6.18); what it needs comes from the page context. */
export const CommentsConfigSchema = z.looseObject({});
