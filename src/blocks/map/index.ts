import { createElement } from 'react';
import { requireElement } from '../../kit/block-kit/block-errors.ts';
import { defineBlock } from '../../kit/define.ts';
import { httpUrl } from '../../services/small-services/http-url.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import type { MapConfig } from './config-schema.ts';
import { readMapConfig } from './config.ts';
import { loadMapsApi, MAPS_SCRIPT_URL, mapsLocale, reportMapsFailure } from './load-maps.ts';
import { MapBlock } from './MapBlock.tsx';
import { decodeMapsKey } from './maps-key.ts';
import { mapSettings, type MapSettings } from './map-settings.ts';

/** The element a map is drawn in (docs/markup.md 6.8, chosen name). */
export const MAP_CANVAS_SELECTOR = '[data-map-canvas]';

/**
 * Map block (type 4, docs/markup.md 6.8): a React component (MapBlock.tsx) whose map and marker are
 * the maps service's, made and released in its effects (MapView.tsx, MapMarker.tsx). The block's
 * pre-rendered address and link (and any static image in the canvas) are the map until the service's
 * script has loaded, which happens only when the block comes within a screen of the viewport, once
 * for every map on the page; a failed or timed-out load leaves them as they are. Without a usable key
 * or script address it warns and keeps its HTML, rendering nothing.
 */
export const mount = defineBlock({
  config: readMapConfig,
  markup: (element: HTMLElement) => requireElement<HTMLElement>(element, MAP_CANVAS_SELECTOR, 'Map canvas'),
  mount({ element, page, config, markup: canvas, report, signal }) {
    const doc = element.ownerDocument;
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] map block #${element.id}: ${text}`, ...details);
    const key = decodeMapsKey(page.mapsApiKey);
    if (key === undefined) return warn('the page context has no maps key (mapsApiKey, base64); the map keeps its HTML');
    const url = httpUrl(page.mapsScriptUrl || MAPS_SCRIPT_URL, doc.baseURI);
    if (url === undefined) return warn(`mapsScriptUrl "${page.mapsScriptUrl}" is not an http(s) address; the map keeps its HTML`);
    const read = (value: MapConfig): MapSettings => {
      const { settings, warnings } = mapSettings(value);
      for (const warning of warnings) warn(warning);
      return settings;
    };
    const readSettings = (): MapSettings | undefined => {
      try {
        return read(readMapConfig(element));
      } catch (error) {
        warn('its new settings could not be read; the map keeps the ones it has', error);
        return undefined;
      }
    };
    const load = () => loadMapsApi({ key, url, ...mapsLocale(page.website.language || doc.documentElement.lang) });
    const onLoadFailure = (error: unknown): void => reportMapsFailure(error, report);
    return renderIntoBlock({ element, report, signal }, createElement(MapBlock, { element, canvas, initial: read(config), readSettings, load, onLoadFailure }));
  },
});
