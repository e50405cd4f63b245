import { blockConfig } from '../../kit/block-kit/block-config.ts';
import type { Compiled } from '../../platform/descriptor/descriptor.ts';
import type * as schemas from './config-schema.ts';
// The zod schema compiled at build time: this block's chunk carries a descriptor, not zod.
import * as compiled from './config-schema.ts?compiled';

const AudioConfigSchema = (compiled as unknown as Compiled<typeof schemas>).AudioConfigSchema;

/** Reads an audio block's data-block-json; BlockConfigError when it is not valid JSON or a field is not a string. */
export const readAudioConfig = blockConfig(AudioConfigSchema);
