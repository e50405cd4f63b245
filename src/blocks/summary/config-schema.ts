import * as z from 'zod/mini';

/**
 * data-block-json of a summary block (docs/markup.md 6.20). `design` stays a string: an unknown design
 * is logged and replaced by `grid` (design.ts), so the block stays usable. Other fields are dropped.
 */
export const SummaryConfigSchema = z.object({
  collectionId: z.string(),
  design: z.optional(z.string()),
});
