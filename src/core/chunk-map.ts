import { markerSelector, type Marker } from './marker.ts';
import type { MountedFeature } from './mounter.ts';

/**
 * The built chunks as vite.config.ts inlines them (build/chunk-map.ts, build/entry-features.ts):
 * every file once, relative to the runtime's own URL (their shared folder said once), and per
 * feature [marker, ...file indices]. The
 * marker is a block type id, a selector, or 0 for a lazy feature; its files are its own module
 * first, then every module it imports at any depth, then its stylesheets. In the dev server a
 * feature's one file is its source module.
 */
declare const __SITE_RUNTIME_FILE_DIR__: string;
declare const __SITE_RUNTIME_FILES__: readonly string[];
declare const __SITE_RUNTIME_FEATURES__: Readonly<Record<string, readonly [Marker, ...number[]]>>;
declare const __SITE_RUNTIME_BUILD__: string;

/** This runtime's build (build/entry-features.ts buildId): in every error report, and compared with the version file's. */
export const BUILD = __SITE_RUNTIME_BUILD__;
// Named once: the build writes the map wherever the name appears.
const FEATURES = __SITE_RUNTIME_FEATURES__;

/** A file as the build compacted it (build/chunk-map.ts compactFiles): the shared folder, and `.js` on a name with no dot. */
const fileOf = (name: string): string => __SITE_RUNTIME_FILE_DIR__ + name + (name.includes('.') ? '' : '.js');

/** Every file the chunk `name` needs, its own module first; undefined when no chunk is built for it. */
export function chunkFiles(name: string): string[] | undefined {
  const files = FEATURES[name]?.slice(1).map((index) => fileOf(__SITE_RUNTIME_FILES__[index as number] ?? ''));
  return files?.length ? files : undefined;
}

/** The features mounted on a marker. */
export function mountedFeatures(): MountedFeature[] {
  return Object.entries(FEATURES).flatMap(([name, [marker]]) => (marker ? [{ name, selector: markerSelector(marker) }] : []));
}
