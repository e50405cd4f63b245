import * as z from 'zod/mini';

/** data-block-json of a tour dates block: optional, no fields (docs/markup.md 6.16); the dates come from the markup. */
export const TourDatesConfigSchema = z.looseObject({});
