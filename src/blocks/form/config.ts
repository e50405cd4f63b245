import { blockConfig } from '../../kit/block-config.ts';
import type { Compiled } from '../../platform/descriptor/descriptor.ts';
import type * as schemas from './config-schema.ts';
// The zod schemas compiled at build time: the readers carry descriptors, not zod.
import compiled from './config-schema.ts?compiled';

export type { FormConfig, FormField } from './config-schema.ts';

const descriptors = compiled as Compiled<typeof schemas>;

/** Read a newsletter's and a form's data-block-json (BlockConfigError when it does not validate). */
export const readFormConfig = blockConfig(descriptors.FormConfigSchema);
export const readFullFormConfig = blockConfig(descriptors.FullFormConfigSchema);
