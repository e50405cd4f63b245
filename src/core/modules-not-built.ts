import { markerSelector, type Marker } from './marker.ts';
import type { MountedFeature } from './mounter.ts';

/** Inlined by the build (vite.config.ts) from the registry's MODULES_NOT_BUILT: name → marker. */
declare const __SITE_RUNTIME_NOT_BUILT__: Readonly<Record<string, Marker>>;

/**
 * The feature modules the spec names that no chunk is built for yet: their blocks keep their HTML,
 * with a warning. The core carries them, not the entry: the entry only asks for chunks that exist.
 */
export function modulesNotBuilt(): MountedFeature[] {
  return Object.entries(__SITE_RUNTIME_NOT_BUILT__).map(([name, marker]) => ({ name, selector: markerSelector(marker), missing: true }));
}
