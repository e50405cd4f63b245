/** What the entry needs of a feature: the marker it mounts on. */
interface Marker {
  readonly name: string;
  readonly selector: string;
}

const BLOCK_SELECTOR = /^\[data-block-type="(\d+)"\]$/;

/**
 * The registry's markers as the entry carries them (src/core/features.ts decodes them): most are
 * `[data-block-type="N"]`, so a block is just its type id; any other marker is its selector.
 */
export function entryFeatures(features: readonly Marker[]): Record<string, number | string> {
  return Object.fromEntries(features.map(({ name, selector }) => [name, Number(BLOCK_SELECTOR.exec(selector)?.[1] ?? NaN) || selector]));
}
