import * as z from 'zod/mini';

/**
 * data-block-json of a chart block (docs/markup.md 6.15). `chartType` stays a string: an unknown type
 * keeps the table as it is, with a warning (index.ts), rather than failing as a config error.
 */
export const ChartConfigSchema = z.object({
  chartType: z.string(),
});
