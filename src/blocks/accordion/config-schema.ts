import * as z from 'zod/mini';
import { blockConfig } from '../../kit/block-config.ts';

/**
 * data-block-json of an accordion block. Behaviour comes from the markup (data-allow-multiple-open-items);
 * the config must still be a JSON object, and extra renderer fields are allowed.
 */
export const AccordionConfigSchema = z.looseObject({});

/** Reads an accordion block's data-block-json (BlockConfigError when it does not validate). */
export const readAccordionConfig = blockConfig(AccordionConfigSchema);
