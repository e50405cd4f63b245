import * as z from 'zod/mini';

/** data-block-json of a menu block: a JSON object; the tabs themselves come from the markup. */
export const MenuConfigSchema = z.looseObject({});
