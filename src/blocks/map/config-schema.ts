import * as z from 'zod/mini';

const Location = z.object({
  mapLat: z.optional(z.number()),
  mapLng: z.optional(z.number()),
  mapZoom: z.optional(z.number()),
  markerLat: z.optional(z.number()),
  markerLng: z.optional(z.number()),
  addressTitle: z.optional(z.string()),
  addressLine1: z.optional(z.string()),
  addressLine2: z.optional(z.string()),
  addressCountry: z.optional(z.string()),
});

/**
 * data-block-json of a map block (docs/markup.md 6.8; GMM §3.3). Every field is optional (GMM §9 gives
 * the defaults). `style` is a name or a site-settings number, so it stays unknown here and styles.ts
 * reads it. The UI options take the spec's names (`showLabels`…) or the site settings' (`labels`…, SR §3).
 */
export const MapConfigSchema = z.object({
  location: z.optional(Location),
  style: z.optional(z.unknown()),
  showLabels: z.optional(z.boolean()),
  labels: z.optional(z.boolean()),
  showTerrain: z.optional(z.boolean()),
  terrain: z.optional(z.boolean()),
  showControls: z.optional(z.boolean()),
  controls: z.optional(z.boolean()),
  disableDefaultUI: z.optional(z.boolean()),
  draggable: z.optional(z.boolean()),
  scrollwheel: z.optional(z.boolean()),
  markerDraggable: z.optional(z.boolean()),
  linkOnClick: z.optional(z.boolean()),
});

export type MapConfig = z.output<typeof MapConfigSchema>;
