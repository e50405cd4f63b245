import { createContext, use, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { prefersReducedMotion } from '../../ui/block-kit/motion.ts';
import { mapOptions } from './google-options.ts';
import { MAP } from './limits.ts';
import type { MapsApi, MapsMap } from './maps-api.ts';
import type { MapSettings } from './map-settings.ts';
import { useMapsObject } from './use-maps-object.ts';

/** The runtime's element the map is drawn in, over the canvas's pre-rendered content (chosen name). */
const MAP_VIEW_CLASS = 'map-view';

// Over the canvas, which keeps the size the page's CSS gives it (inline: no stylesheet to fetch for two rules).
const VIEW_STYLE = { position: 'absolute', inset: '0' } as const;

/** What a map's markers are drawn with: the loaded API, the live map, and the page's document. */
export interface MapContextValue {
  readonly api: MapsApi;
  readonly map: MapsMap;
  readonly doc: Document;
}

const MapContext = createContext<MapContextValue | undefined>(undefined);

/** The map a component is drawn on (a marker); only ever rendered inside MapView, once its map exists. */
export function useMapContext(): MapContextValue {
  const value = use(MapContext);
  if (value === undefined) throw new Error('useMapContext outside a MapView');
  return value;
}

export interface MapViewProps {
  readonly api: MapsApi;
  readonly canvas: HTMLElement;
  readonly settings: MapSettings;
  /** What is drawn on the map (its marker): rendered once the map exists. */
  readonly children?: ReactNode;
}

/**
 * A block's live map over its canvas: the view element is React's (`div.map-view`, appended to the
 * canvas), the map in it the service's, made in an effect and released in its cleanup. What the canvas
 * held before (a static map image) stays underneath, hidden from assistive technology while the live
 * map covers it, and comes back as it was on unmount. New settings move the map (without motion under
 * prefers-reduced-motion); the location stays in the middle when the canvas changes size.
 */
export function MapView({ api, canvas, settings, children }: MapViewProps) {
  const view = useRef<HTMLDivElement>(null);

  // The canvas adopted in the commit that adds the view: positioned for it, its content hidden, both given back.
  useLayoutEffect(() => {
    const restore = snapshotAttributes([canvas], ['style']);
    canvas.style.position = 'relative';
    const fallback = [...canvas.children].filter((child) => child !== view.current && !child.hasAttribute('aria-hidden'));
    for (const child of fallback) child.setAttribute('aria-hidden', 'true');
    return () => {
      restore();
      for (const child of fallback) child.removeAttribute('aria-hidden');
    };
  }, [canvas]);

  const [map, shown] = useMapsObject(
    settings,
    (initial) => {
      const made = new api.Map(view.current!, { ...mapOptions(initial), center: initial.center });
      // The location stays in the middle when the block changes size (a phone turned, a column reflowed), 60 ms after the last change.
      let pending: ReturnType<typeof setTimeout> | undefined;
      const resizes = new ResizeObserver(() => {
        clearTimeout(pending);
        pending = setTimeout(() => made.setCenter(shown.current.center), MAP.optionsDebounceMs);
      });
      resizes.observe(canvas);
      return [
        made,
        () => {
          clearTimeout(pending);
          resizes.disconnect();
          api.event.clearInstanceListeners(made);
        },
      ];
    },
    (live, next) => {
      live.setOptions(mapOptions(next));
      if (prefersReducedMotion()) live.setCenter(next.center);
      else live.panTo(next.center);
    },
    [api, canvas],
  );

  const doc = canvas.ownerDocument;
  const context = useMemo(() => map && { api, map, doc }, [api, map, doc]);
  return (
    <>
      {createPortal(<div className={MAP_VIEW_CLASS} style={VIEW_STYLE} ref={view} />, canvas)}
      {context && <MapContext value={context}>{children}</MapContext>}
    </>
  );
}
