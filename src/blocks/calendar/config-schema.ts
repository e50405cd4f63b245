import * as z from 'zod/mini';

/**
 * data-block-json of a calendar block (docs/markup.md 6.14). `month` (`YYYY-MM`) is the month shown; the
 * runtime sends the config back with the month a link names, so other fields are dropped.
 */
export const CalendarConfigSchema = z.object({
  collectionId: z.string(),
  month: z.optional(z.string()),
});

export type CalendarConfig = z.output<typeof CalendarConfigSchema>;
