import * as z from 'zod/mini';

/**
 * data-block-json of an accordion block. Behaviour comes from the markup (data-allow-multiple-open-items);
 * the config must still be a JSON object, and extra renderer fields are allowed.
 */
export const AccordionConfigSchema = z.looseObject({});
