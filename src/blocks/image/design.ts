/** GMM §3.6 "Image: inline, poster, card, overlap, collage, stack" (docs/markup.md 6.19 `design`). */
export const IMAGE_DESIGNS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;
export type ImageDesign = (typeof IMAGE_DESIGNS)[number];

/** The default design (chosen here: the plain image with its caption under it). */
export const DEFAULT_IMAGE_DESIGN: ImageDesign = 'inline';

/** The config's design, or the default with a warning when it names no known design. */
export function resolveDesign(value: string | undefined): { design: ImageDesign; warning?: string } {
  if (value === undefined) return { design: DEFAULT_IMAGE_DESIGN };
  const design = IMAGE_DESIGNS.find((name) => name === value);
  return design ? { design } : { design: DEFAULT_IMAGE_DESIGN, warning: `Unknown image design "${value}", using "${DEFAULT_IMAGE_DESIGN}"` };
}
