import { requireElement } from '../../kit/block-errors.ts';
import { defineBlock } from '../../kit/define.ts';
import { httpUrl } from '../../services/urls/http-url.ts';
import { readMapConfig } from './config.ts';
import { drawMap, type DrawnMap } from './draw-map.ts';
import { NEAR_VIEWPORT_MARGIN } from './limits.ts';
import { loadMapsApi, MAPS_SCRIPT_URL, mapsLocale, reportMapsFailure } from './load-maps.ts';
import { decodeMapsKey } from './maps-key.ts';
import { mapSettings } from './map-settings.ts';

/** The element a map is drawn in (docs/markup.md 6.8, chosen name). */
export const MAP_CANVAS_SELECTOR = '[data-map-canvas]';

/**
 * Map block (type 4, docs/markup.md 6.8). Plain DOM, no React: the service draws the map. The block's
 * pre-rendered address and link (and any static image in the canvas) are the map until the service's
 * script has loaded, which happens only when the block comes within a screen of the viewport, once
 * for every map on the page; a failed or timed-out load leaves them as they are.
 */
export const mount = defineBlock({
  config: readMapConfig,
  markup: (element: HTMLElement) => requireElement<HTMLElement>(element, MAP_CANVAS_SELECTOR, 'Map canvas'),
  mount({ element, page, config, markup: canvas, signal, report }) {
    const doc = element.ownerDocument;
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] map block #${element.id}: ${text}`, ...details);
    const key = decodeMapsKey(page.mapsApiKey);
    if (key === undefined) return warn('the page context has no maps key (mapsApiKey, base64); the map keeps its HTML');
    const url = httpUrl(page.mapsScriptUrl || MAPS_SCRIPT_URL, doc.baseURI);
    if (url === undefined) return warn(`mapsScriptUrl "${page.mapsScriptUrl}" is not an http(s) address; the map keeps its HTML`);
    const read = (value: typeof config) => {
      const { settings, warnings } = mapSettings(value);
      for (const warning of warnings) warn(warning);
      return settings;
    };
    let settings = read(config);
    let drawn: DrawnMap | undefined;

    const draw = (): void => {
      const locale = mapsLocale(page.website.language || doc.documentElement.lang);
      loadMapsApi({ key, url, ...locale }).then(
        (api) => {
          if (!signal.aborted) drawn = drawMap(canvas, api, settings, signal);
        },
        (error: unknown) => reportMapsFailure(error, report),
      );
    };
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        draw();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    near.observe(element);
    signal.addEventListener('abort', () => near.disconnect(), { once: true });

    // A changed config (the editor's preview, an owner's script) moves the live map rather than drawing it again.
    const changes = new MutationObserver(() => {
      try {
        settings = read(readMapConfig(element));
      } catch (error) {
        return warn('its new settings could not be read; the map keeps the ones it has', error);
      }
      drawn?.update(settings);
    });
    changes.observe(element, { attributeFilter: ['data-block-json'] });
    signal.addEventListener('abort', () => changes.disconnect(), { once: true });
  },
});
