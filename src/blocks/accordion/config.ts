import { blockConfig } from '../../kit/block-kit/block-config.ts';
import type { Compiled } from '../../platform/descriptor/descriptor.ts';
import type * as schemas from './config-schema.ts';
// The zod schema compiled at build time: this block's chunk carries a descriptor, not zod.
import * as compiled from './config-schema.ts?compiled';

const AccordionConfigSchema = (compiled as unknown as Compiled<typeof schemas>).AccordionConfigSchema;

/** Reads an accordion block's data-block-json (BlockConfigError when it does not validate). */
export const readAccordionConfig = blockConfig(AccordionConfigSchema);
