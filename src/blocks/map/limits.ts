/** GMM §9 "Map": the defaults and timings of the map block. */
export const MAP = {
  /** "Default center 40.720882, -74.000988." */
  center: { lat: 40.720882, lng: -74.000988 },
  /** "Default zoom 12." */
  zoom: 12,
  /** "Marker image 48x64, drawn at half size." */
  markerImage: { width: 48, height: 64, scale: 0.5 },
  /** "Load timeout 30 s." (GMM §4.8: the script loads once, with this time-out) */
  loadTimeoutMs: 30_000,
  /** "Options debounce 60 ms." */
  optionsDebounceMs: 60,
} as const;

/**
 * How far ahead of the viewport a map starts loading (chosen here): one screen, so the heaviest
 * third-party script on a page is asked for only when a visitor is about to see its map.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';
