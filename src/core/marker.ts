/** A feature's marker as the build inlines it (build/entry-features.ts markerOf): a block type id, or a selector. */
export type Marker = number | string;

/** The selector a marker stands for. */
export function markerSelector(marker: Marker): string {
  return typeof marker === 'number' ? `[data-block-type="${marker}"]` : marker;
}
