import { blockConfig } from '../../kit/block-kit/block-config.ts';
import type { Compiled } from '../../platform/descriptor/descriptor.ts';
import type * as schemas from './config-schema.ts';
// The zod schemas compiled at build time: the readers carry descriptors, not zod.
import * as compiled from './config-schema.ts?compiled';

export type { FormConfig, FormField } from './config-schema.ts';

// Each descriptor read as `compiled.X`, never the module as a value: see src/platform/descriptor/compiled-modules.d.ts.
type Descriptors = Compiled<typeof schemas>;

/** Read a newsletter's and a form's data-block-json (BlockConfigError when it does not validate). */
export const readFormConfig = blockConfig((compiled as unknown as Descriptors).FormConfigSchema);
export const readFullFormConfig = blockConfig((compiled as unknown as Descriptors).FullFormConfigSchema);
