import * as z from 'zod/mini';

/**
 * data-block-json of an image block (docs/markup.md 6.19). `design` stays a string: an unknown design
 * is logged and replaced by `inline` (design.ts), as the gallery treats its unknown options, so the
 * block stays usable. `lightbox` opens the image in the lightbox (6.6), in `lightboxTheme`. Other fields
 * are dropped.
 */
export const ImageConfigSchema = z.object({
  design: z.optional(z.string()),
  lightbox: z._default(z.boolean(), false),
  lightboxTheme: z.optional(z.string()),
});

export type ImageConfig = z.output<typeof ImageConfigSchema>;
