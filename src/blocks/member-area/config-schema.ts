import * as z from 'zod/mini';

/** data-block-json of a member area block: optional, no fields (docs/markup.md 6.11); the toggle comes from the markup. */
export const MemberAreaConfigSchema = z.looseObject({});
