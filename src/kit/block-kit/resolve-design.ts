/**
 * A block's design from its config: the named one when it is known, else the block's default with a
 * warning (`Unknown image design "mosaic", using "inline"`), so an unknown design keeps the block usable.
 */
export function resolveDesign<Design extends string>(
  block: string,
  designs: readonly Design[],
  fallback: Design,
  value: string | undefined,
): { design: Design; warning?: string } {
  if (value === undefined) return { design: fallback };
  const design = designs.find((name) => name === value);
  return design ? { design } : { design: fallback, warning: `Unknown ${block} design "${value}", using "${fallback}"` };
}
