import * as z from 'zod/mini';
import { blockConfig } from '../../kit/block-config.ts';

/** data-block-json of a menu block: a JSON object; the tabs themselves come from the markup. */
export const MenuConfigSchema = z.looseObject({});

/** Reads a menu block's data-block-json (BlockConfigError when it does not validate). */
export const readMenuConfig = blockConfig(MenuConfigSchema);
