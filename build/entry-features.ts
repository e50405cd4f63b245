import { createHash } from 'node:crypto';
import { compactFiles, type ChunkMap } from './chunk-map.ts';

/** What the entry needs of a feature: the marker it mounts on (lazy features have none). */
interface Feature {
  readonly name: string;
  readonly selector?: string;
}

const BLOCK_SELECTOR = /^\[data-block-type="(\d+)"\]$/;

/** A selector as the runtime carries it (src/core/marker.ts decodes it): the block type id for `[data-block-type="N"]`, else the selector. */
function markerOf(selector: string): number | string {
  return Number(BLOCK_SELECTOR.exec(selector)?.[1] ?? NaN) || selector;
}

/**
 * The features as the entry carries them (src/core/chunk-map.ts decodes them), every byte counting
 * on every page: name → [marker, ...indices of its files in `map.files`]. The marker is the block
 * type id for `[data-block-type="N"]`, any other selector whole, or 0 for a lazy feature started by
 * name.
 */
export function entryFeatures(features: readonly Feature[], map: ChunkMap): Record<string, (number | string)[]> {
  return Object.fromEntries(features.map(({ name, selector }) => [name, [selector === undefined ? 0 : markerOf(selector), ...(map.chunks[name] ?? [])]]));
}

/**
 * The build's id (issue 16): the same sources give the same files, so the same id, and any change to a
 * file changes its hashed name, so the id. Ten base64url characters of a SHA-256 of the file list.
 */
export function buildId(map: ChunkMap): string {
  return createHash('sha256').update(map.files.join('\n')).digest('base64url').slice(0, 10);
}

/** Every `define` the entry is built with (src/core/chunk-map.ts declares them): the files' folder, their compacted names, the features, the build id. */
export function entryDefines(features: readonly Feature[], map: ChunkMap): Record<string, string> {
  const { dir, names } = compactFiles(map.files);
  return {
    __SITE_RUNTIME_BUILD__: JSON.stringify(buildId(map)),
    __SITE_RUNTIME_FILE_DIR__: JSON.stringify(dir),
    __SITE_RUNTIME_FILES__: JSON.stringify(names),
    __SITE_RUNTIME_FEATURES__: JSON.stringify(entryFeatures(features, map)),
  };
}
