import { chunkFiles } from './chunk-map.ts';
import type { MountedFeature } from './mounter.ts';

/**
 * The registry's mounted features and the modules it has no chunk for yet, as vite.config.ts inlines
 * them (build/entry-features.ts): a block type id or a selector by name. The entry carries this
 * data, not the registry's code and the block-type enum behind it.
 */
declare const __SITE_RUNTIME_FEATURES__: Record<string, number | string>;

export function entryFeatures(): MountedFeature[] {
  return Object.entries(__SITE_RUNTIME_FEATURES__).map(([name, marker]) => ({
    name,
    selector: typeof marker === 'number' ? `[data-block-type="${marker}"]` : marker,
    missing: !chunkFiles(name),
  }));
}
