/**
 * The shared enums of galleries-maps-measurement.md §3.6 a feature reads that no other module of this folder
 * holds, with the spec's names. Elsewhere: block types (block-types.ts); the page types, website type and role the
 * page services read, popup overlay and mobile info bar styles (page-types.ts); census event types and button
 * context (tracking-enums.ts). The spec's other enums (collection types, plan features, product types, workflow
 * states, slice types, …) are read by no feature of the runtime, so they are not written here. Ids come
 * from the platform's JSON: a feature compares them with these and gives an unknown one its default, never throws
 * (docs/markup.md §2).
 */

/**
 * Block variant types, "numbered 1000 to 1017" with "The exact number of each variant is not shown": the
 * names only, one list per block (a block's chunk carries its own list only), until the contract numbers them.
 * The summary and image blocks call theirs designs (docs/markup.md 6.19, 6.20).
 */
export const SUMMARY_VARIANTS = ['wall', 'carousel', 'list', 'grid'] as const;
export const IMAGE_VARIANTS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;

/** "Positions: a 3x3 grid of top, center, bottom with left, center, right", written `{row}-{column}` (chosen here), rows first. */
const POSITION_ROWS = ['top', 'center', 'bottom'] as const;
const POSITION_COLUMNS = ['left', 'center', 'right'] as const;
export type Position = `${(typeof POSITION_ROWS)[number]}-${(typeof POSITION_COLUMNS)[number]}`;
// Built rather than listed: the image block carries it, and nine strings cost more bytes than the loop.
export const POSITIONS: readonly Position[] = POSITION_ROWS.flatMap((row) => POSITION_COLUMNS.map((column) => `${row}-${column}` as const));
