import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountBlock } from '../../test/mount-block.ts';
import { stubResizeObserver } from '../../test/resize-observer-stub.ts';
import { fakeMapsApi } from '../../test/fake-maps-api.ts';

const loader = vi.hoisted(() => ({ constructed: [] as object[], answer: (_name: string): Promise<unknown> => new Promise(() => undefined) }));
vi.mock('@googlemaps/js-api-loader', () => ({
  Loader: class {
    constructor(options: object) {
      loader.constructed.push(options);
    }
    importLibrary(name: string) {
      return loader.answer(name);
    }
  },
}));

/** IntersectionObserver as the browser runs it, reporting when the test says the block came near. */
function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: new Set<Element>(), ...(options && { options }) };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return {
    observers,
    comeNear(target: Element) {
      for (const { callback, targets } of [...observers]) {
        if (targets.has(target)) callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

const BLOCK = (id: string, json = '{"location":{"mapLat":-23.5614,"mapLng":-46.6559,"addressTitle":"Loja da Ana"}}') =>
  `<div class="sqs-block map-block" data-block-type="4" id="${id}" data-block-json='${json}'>
  <div class="map-canvas" data-map-canvas><img src="/s/mapa-1000w.jpg" alt="Mapa"></div>
  <address>Loja da Ana — <a href="https://www.google.com/maps?q=Loja+da+Ana">ver no mapa</a></address>
</div>`;

let near: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  vi.resetModules();
  loader.constructed = [];
  near = stubIntersectionObserver();
  stubResizeObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A page with these context fields; each test's map module is fresh (vi.resetModules: the maps load is once per page). */
const page = (fields: object) => (html: string) => mountBlock({ feature: 'map', markup: html, context: { website: { language: 'pt-BR' }, ...fields } });

describe('map block (docs/markup.md 6.8)', () => {
  it('keeps its HTML and loads nothing without a maps key, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mountMap = page({});
    const { block, served } = await mountMap(BLOCK('block-mapa'));
    expect(near.observers.size).toBe(0);
    expect(loader.constructed).toEqual([]);
    expect(block.ownerDocument.body.innerHTML).toBe(served);
    expect(warn).toHaveBeenCalledWith('[site-runtime] map block #block-mapa: the page context has no maps key (mapsApiKey, base64); the map keeps its HTML');
  });

  it('asks for the maps script only when the block comes within a screen of the viewport', async () => {
    const mountMap = page({ mapsApiKey: btoa('AIza-example'), mapsScriptUrl: '/maps/api/js' });
    const { block } = await mountMap(BLOCK('block-mapa'));
    expect([...near.observers][0]?.options).toEqual({ rootMargin: '100% 0px' });
    expect(loader.constructed).toEqual([]);
    near.comeNear(block);
    expect(loader.constructed).toEqual([{ apiKey: 'AIza-example', url: 'http://localhost:3000/maps/api/js', retries: 0, language: 'pt-BR', region: 'BR' }]);
  });

  it("uses the maps service's own address when the context names none", async () => {
    const mountMap = page({ mapsApiKey: btoa('k') });
    near.comeNear((await mountMap(BLOCK('block-mapa'))).block);
    expect(loader.constructed).toMatchObject([{ url: 'https://maps.googleapis.com/maps/api/js' }]);
  });

  it('refuses a script address that is not http(s), keeping its HTML', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mountMap = page({ mapsApiKey: btoa('k'), mapsScriptUrl: 'javascript:alert(1)' });
    await mountMap(BLOCK('block-mapa'));
    expect(near.observers.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] map block #block-mapa: mapsScriptUrl "javascript:alert(1)" is not an http(s) address; the map keeps its HTML',
    );
  });

  it('draws the map when the script has loaded, and gives the HTML back on teardown', async () => {
    const fake = fakeMapsApi();
    loader.answer = (name) =>
      Promise.resolve(name === 'core' ? { Size: fake.api.Size, event: fake.api.event } : name === 'maps' ? { Map: fake.api.Map } : { Marker: fake.api.Marker });
    const mountMap = page({ mapsApiKey: btoa('k') });
    const { block, served, teardown } = await mountMap(BLOCK('block-mapa'));
    near.comeNear(block);
    await vi.waitFor(() => expect(fake.maps).toHaveLength(1));
    expect(block.querySelector('.map-view')).not.toBeNull();
    teardown();
    expect(block.ownerDocument.body.innerHTML).toBe(served);
  });

  it('moves the live map when the block config changes, 60 ms after the last change', async () => {
    const fake = fakeMapsApi();
    loader.answer = (name) =>
      Promise.resolve(name === 'core' ? { Size: fake.api.Size, event: fake.api.event } : name === 'maps' ? { Map: fake.api.Map } : { Marker: fake.api.Marker });
    const mountMap = page({ mapsApiKey: btoa('k') });
    const { block } = await mountMap(BLOCK('block-mapa'));
    near.comeNear(block);
    await vi.waitFor(() => expect(fake.maps).toHaveLength(1));
    // The marker is made in the render after the map's (it is drawn on the map).
    await vi.waitFor(() => expect(fake.markers).toHaveLength(1));
    const [map, marker] = [fake.maps[0]!, fake.markers[0]!];
    vi.useFakeTimers();
    block.setAttribute('data-block-json', '{"location":{"mapLat":1,"mapLng":2}}');
    await vi.advanceTimersByTimeAsync(59);
    expect(map.setOptions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The settings are React state: the map moves in the render that follows (GMM §9 "Options debounce 60 ms").
    await vi.waitFor(() => expect(map.panTo).toHaveBeenCalledWith({ lat: 1, lng: 2 }));

    // Changes closer than 60 ms apart: only the last is applied, 60 ms after it.
    block.setAttribute('data-block-json', '{"location":{"mapLat":5,"mapLng":6}}');
    await vi.advanceTimersByTimeAsync(59);
    block.setAttribute('data-block-json', '{"location":{"mapLat":3,"mapLng":4,"mapZoom":9},"style":"MinimalDark"}');
    await vi.advanceTimersByTimeAsync(59);
    expect(map.panTo).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(map.panTo).toHaveBeenLastCalledWith({ lat: 3, lng: 4 }));
    expect(map.panTo).toHaveBeenCalledTimes(2);
    expect(map.setOptions).toHaveBeenCalledTimes(2);
    expect(map.options).toMatchObject({ zoom: 9 });
    expect(marker.setOptions).toHaveBeenLastCalledWith(expect.objectContaining({ position: { lat: 3, lng: 4 } }));
  });

  it('keeps its HTML when the script fails, reported once for every map of the page', async () => {
    const failure = new Error('The Google Maps JavaScript API could not load.');
    loader.answer = () => Promise.reject(failure);
    const mountMap = page({ mapsApiKey: btoa('k') });
    const { blocks, contexts, served } = await mountMap(BLOCK('block-mapa') + BLOCK('block-mapa-2'));
    expect(blocks).toHaveLength(2);
    for (const block of blocks) near.comeNear(block);
    await vi.waitFor(() => expect(contexts.flatMap((context) => context.report.mock.calls)).toEqual([[failure]]));
    expect(document.body.innerHTML).toBe(served);
  });
});
