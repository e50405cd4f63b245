import { blockConfig } from '../../kit/block-kit/block-config.ts';
import type { Compiled } from '../../platform/descriptor/descriptor.ts';
import type * as schemas from './config-schema.ts';
// The zod schema compiled at build time: this block's chunk carries a descriptor, not zod.
import * as compiled from './config-schema.ts?compiled';
import { GALLERY_CONFIG_MESSAGES } from './engine/errors.ts';

const GalleryConfigSchema = (compiled as unknown as Compiled<typeof schemas>).GalleryConfigSchema;

/** Reads a gallery block's data-block-json: BlockConfigError 'Error decoding gallery block data.' or 'Error evaluating gallery block data.' (GMM §5, §8). */
export const readGalleryConfig = blockConfig(GalleryConfigSchema, GALLERY_CONFIG_MESSAGES);
