import * as z from 'zod/mini';

/** data-block-json of a donation block: optional, no fields (docs/markup.md 6.10); the button comes from the markup. */
export const DonationConfigSchema = z.looseObject({});
