import { MAP } from './limits.ts';
import type { MapSettings } from './map-settings.ts';
import { mapType, styleRules } from './styles.ts';

/** The pin drawn for the marker: a 48×64 image (GMM §9), inline so it needs no request and no CDN. */
const MARKER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64" viewBox="0 0 48 64"><path d="M24 62C24 62 46 36 46 22A22 22 0 0 0 2 22C2 36 24 62 24 62Z" fill="#d93025" stroke="#fff" stroke-width="3"/><circle cx="24" cy="22" r="8" fill="#fff"/></svg>',
  );

/**
 * The maps service's map options for a block's settings (GMM §3.3). The service's own keyboard
 * shortcuts stay on (arrows pan, + and − zoom, once the map has focus); `gestureHandling` carries
 * draggable and scrollwheel: no dragging is 'none', the wheel zooming 'greedy', otherwise
 * 'cooperative' (the page scrolls past the map; two fingers or Ctrl+wheel move it). The centre is
 * given apart, so a change of options can move to it with or without motion.
 */
export function mapOptions(settings: MapSettings): Record<string, unknown> {
  return {
    zoom: settings.zoom,
    mapTypeId: mapType(settings),
    styles: styleRules(settings.style, settings.showLabels),
    disableDefaultUI: !settings.showControls,
    gestureHandling: !settings.draggable ? 'none' : settings.scrollwheel ? 'greedy' : 'cooperative',
    scrollwheel: settings.scrollwheel,
    keyboardShortcuts: true,
    clickableIcons: false,
  };
}

/**
 * The marker's options. `size` is the service's Size class. `optimized: false` draws it as an element
 * of its own, which the service makes focusable and operable with Enter when it has a click listener
 * and a title (its accessible name).
 */
export function markerOptions(settings: MapSettings, size: (width: number, height: number) => object, title: string): Record<string, unknown> {
  const { width, height, scale } = MAP.markerImage;
  return {
    position: { lat: settings.marker.lat, lng: settings.marker.lng },
    draggable: settings.markerDraggable,
    title,
    optimized: false,
    icon: { url: MARKER_IMAGE, size: size(width, height), scaledSize: size(width * scale, height * scale) },
  };
}
