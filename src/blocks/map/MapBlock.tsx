import { startTransition, useLayoutEffect, useState } from 'react';
import { MAP, NEAR_VIEWPORT_MARGIN } from './limits.ts';
import type { MapsApi } from './maps-api.ts';
import type { MapSettings } from './map-settings.ts';
import { MapMarker } from './MapMarker.tsx';
import { MapView } from './MapView.tsx';

export interface MapBlockProps {
  /** The block's element: watched for coming near the viewport and for a changed config. */
  readonly element: HTMLElement;
  /** Its `[data-map-canvas]`, where the map is drawn. */
  readonly canvas: HTMLElement;
  /** The settings its config had when it mounted. */
  readonly initial: MapSettings;
  /** The settings of its config as it is now; undefined when they cannot be read (the map keeps its own). */
  readonly readSettings: () => MapSettings | undefined;
  /** Loads the maps service's API (once for the page, load-maps.ts). */
  readonly load: () => Promise<MapsApi>;
  /** A load that failed or timed out: the map stays its HTML. */
  readonly onLoadFailure: (error: unknown) => void;
}

/**
 * A map block (docs/markup.md 6.8): its HTML until the maps service's API has loaded, which it asks for
 * only when the block comes within a screen of the viewport; then the live map and its marker. A
 * changed `data-block-json` (the editor's preview, an owner's script) becomes its settings 60 ms after
 * the last change (GMM §9 "Options debounce 60 ms"), moving the live map rather than drawing it again.
 */
export function MapBlock({ element, canvas, initial, readSettings, load, onLoadFailure }: MapBlockProps) {
  const [api, setApi] = useState<MapsApi>();
  const [settings, setSettings] = useState(initial);

  // The observers in the mount's commit, so nothing the block does can come before them.
  useLayoutEffect(() => {
    let mounted = true;
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        load().then((loaded) => {
          if (mounted) startTransition(() => setApi(loaded));
        }, onLoadFailure);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    near.observe(element);
    return () => {
      mounted = false;
      near.disconnect();
    };
  }, [element, load, onLoadFailure]);

  useLayoutEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const changes = new MutationObserver(() => {
      const next = readSettings();
      if (next === undefined) return;
      clearTimeout(pending);
      pending = setTimeout(() => setSettings(next), MAP.optionsDebounceMs);
    });
    changes.observe(element, { attributeFilter: ['data-block-json'] });
    return () => {
      clearTimeout(pending);
      changes.disconnect();
    };
  }, [element, readSettings]);

  if (api === undefined) return null;
  return (
    <MapView api={api} canvas={canvas} settings={settings}>
      <MapMarker settings={settings} />
    </MapView>
  );
}
