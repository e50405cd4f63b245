import * as z from 'zod/mini';

/**
 * data-block-json of a reservation, booking, scheduling or registry block (docs/markup.md 6.12): optional,
 * no fields. z.object drops what the platform adds; malformed JSON or a value that is not an object
 * leaves the block as its HTML, as for every block.
 */
export const WidgetScriptConfigSchema = z.object({});
