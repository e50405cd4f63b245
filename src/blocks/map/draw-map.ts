import { MAP_MESSAGES } from '../../texts/map.ts';
import { snapshotAttributes } from '../../ui/attribute-snapshot.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { externalMapUrl, opensExternalMap } from './external-link.ts';
import { mapOptions, markerOptions } from './google-options.ts';
import { MAP } from './limits.ts';
import type { MapsApi } from './maps-api.ts';
import type { MapSettings } from './map-settings.ts';

/** The runtime's element the map is drawn in, over the canvas's pre-rendered content (chosen name). */
export const MAP_VIEW_CLASS = 'map-view';

export interface DrawnMap {
  /** New settings (the block's config changed): applied 60 ms after the last change (GMM §9 "Options debounce 60 ms"). */
  update(settings: MapSettings): void;
  destroy(): void;
}

const placeName = ({ marker }: MapSettings): string =>
  [marker.addressTitle, marker.addressLine1].map((part) => part.trim()).find(Boolean) ?? MAP_MESSAGES.place;
const withPlace = (template: string, place: string): string => template.replace('{place}', () => place);

/**
 * Draws a block's map into its canvas with the loaded API: the map, its marker, and the marker's link
 * to the external maps website. What the canvas held before (a static map image) stays underneath,
 * hidden from assistive technology while the live map covers it, and comes back on destroy.
 */
export function drawMap(canvas: HTMLElement, api: MapsApi, initial: MapSettings, signal: AbortSignal): DrawnMap {
  const doc = canvas.ownerDocument;
  let settings = initial;
  const view = doc.createElement('div');
  view.className = MAP_VIEW_CLASS;
  // Over the canvas, which keeps the size the page's CSS gives it (set here: no stylesheet to fetch for two rules).
  Object.assign(view.style, { position: 'absolute', inset: '0' });
  const restoreCanvas = snapshotAttributes([canvas], ['style']);
  canvas.style.position = 'relative';
  const fallback = [...canvas.children].filter((child) => !child.hasAttribute('aria-hidden'));
  for (const child of fallback) child.setAttribute('aria-hidden', 'true');
  canvas.append(view);

  const markerTitle = (): string => (settings.linkOnClick ? withPlace(MAP_MESSAGES.markerLink, placeName(settings)) : placeName(settings));
  const size = (width: number, height: number): object => new api.Size(width, height);
  const map = new api.Map(view, { ...mapOptions(settings), center: settings.center });
  const marker = new api.Marker({ ...markerOptions(settings, size, markerTitle()), map });

  // GMM §4.8: no link while the marker is dragged, including the click a drag's release may fire.
  let dragging = false;
  let dragEnd: ReturnType<typeof setTimeout> | undefined;
  marker.addListener('dragstart', () => {
    clearTimeout(dragEnd);
    dragging = true;
  });
  marker.addListener('dragend', () => {
    dragEnd = setTimeout(() => (dragging = false));
  });
  marker.addListener('click', () => {
    if (opensExternalMap({ dragging, linkOnClick: settings.linkOnClick })) doc.defaultView?.open(externalMapUrl(settings.marker), '_blank', 'noopener');
  });

  let pending: ReturnType<typeof setTimeout> | undefined;
  const debounced = (apply: () => void): void => {
    clearTimeout(pending);
    pending = setTimeout(apply, MAP.optionsDebounceMs);
  };
  // The location stays in the middle when the block changes size (a phone turned, a column reflowed).
  const resizes = new ResizeObserver(() => debounced(() => map.setCenter(settings.center)));
  resizes.observe(canvas);

  const destroy = (): void => {
    clearTimeout(pending);
    clearTimeout(dragEnd);
    resizes.disconnect();
    marker.setMap(null);
    api.event.clearInstanceListeners(marker);
    api.event.clearInstanceListeners(map);
    view.remove();
    restoreCanvas();
    for (const child of fallback) child.removeAttribute('aria-hidden');
  };
  signal.addEventListener('abort', destroy, { once: true });

  return {
    update(next) {
      debounced(() => {
        settings = next;
        map.setOptions(mapOptions(settings));
        if (prefersReducedMotion()) map.setCenter(settings.center);
        else map.panTo(settings.center);
        marker.setOptions(markerOptions(settings, size, markerTitle()));
      });
    },
    destroy,
  };
}
