import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/resize-observer-stub.ts';
import { createReactRoot, type ReactRoot } from '../../ui/react/react-root.ts';
import { fakeMapsApi } from '../../test/fake-maps-api.ts';
import { mapSettings } from './map-settings.ts';
import { MapMarker } from './MapMarker.tsx';
import { MapView } from './MapView.tsx';

const LOCATION = {
  mapLat: -23.5614,
  mapLng: -46.6559,
  mapZoom: 15,
  addressTitle: 'Loja da Ana',
  addressLine1: 'Av. Paulista, 1000',
  addressLine2: 'São Paulo, SP',
  addressCountry: 'Brasil',
};
const EXTERNAL = 'https://www.google.com/maps?ll=-23.5614%2C-46.6559&q=Loja+da+Ana%2C+Av.+Paulista%2C+1000%2C+S%C3%A3o+Paulo%2C+SP%2C+Brasil&z=15';

let canvas: HTMLElement;
let root: ReactRoot | undefined;
let resize: ReturnType<typeof stubResizeObserver>;
let open: ReturnType<typeof vi.fn>;

// act() runs React's work, effects included, before it returns (the maps objects are made in effects).
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resize = stubResizeObserver();
  open = vi.fn();
  vi.stubGlobal('open', open);
  document.body.innerHTML = '<div data-map-canvas class="map-canvas"><img src="/s/mapa-1000w.jpg" alt="Mapa estático"></div>';
  canvas = document.querySelector('[data-map-canvas]')!;
});
afterEach(() => {
  unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function unmount(): void {
  act(() => root?.unmount());
  root = undefined;
}

/** The map and its marker drawn with `config`'s settings; `update` renders them again with new ones. */
function draw(config: Parameters<typeof mapSettings>[0] = { location: LOCATION }) {
  const fake = fakeMapsApi();
  const rendering = createReactRoot(document.createDocumentFragment(), (error) => {
    throw error;
  });
  root = rendering;
  const update = (settings: ReturnType<typeof mapSettings>['settings']): void =>
    act(() => {
      void rendering.render(
        <MapView api={fake.api} canvas={canvas} settings={settings}>
          <MapMarker settings={settings} />
        </MapView>,
      );
    });
  update(mapSettings(config).settings);
  return { ...fake, update, map: fake.maps[0]!, marker: fake.markers[0]! };
}

describe('MapView and MapMarker', () => {
  it('draws the map over the canvas content, centred, and the marker on it', () => {
    const { map, marker } = draw();
    const view = canvas.querySelector('.map-view') as HTMLElement;
    expect(map.container).toBe(view);
    expect(view.style.position).toBe('absolute');
    expect(canvas.style.position).toBe('relative');
    expect(map.options).toMatchObject({ center: { lat: -23.5614, lng: -46.6559 }, zoom: 15, mapTypeId: 'roadmap' });
    expect(marker.options).toMatchObject({ map, position: { lat: -23.5614, lng: -46.6559 }, title: 'Loja da Ana (abre o mapa em uma nova janela)' });
    expect(canvas.querySelector('img')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('names the marker by its address line, or "Localização", without the new-window hint when it links nowhere', () => {
    expect(draw({ location: { addressLine1: 'Av. Paulista, 1000' }, linkOnClick: false }).marker.options['title']).toBe('Av. Paulista, 1000');
    unmount();
    expect(draw({}).marker.options['title']).toBe('Localização (abre o mapa em uma nova janela)');
  });

  it('opens the external maps website in a new window on a marker click (GMM §2 "Interaction")', () => {
    const { marker, trigger } = draw();
    trigger(marker, 'click');
    expect(open).toHaveBeenCalledExactlyOnceWith(EXTERNAL, '_blank', 'noopener');
  });

  it('opens nothing while the marker is dragged, including the click its release fires, nor with linkOnClick off (GMM §4.8)', () => {
    const { marker, trigger } = draw({ location: LOCATION, markerDraggable: true });
    trigger(marker, 'dragstart');
    trigger(marker, 'click');
    trigger(marker, 'dragend');
    trigger(marker, 'click');
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    trigger(marker, 'click');
    expect(open).toHaveBeenCalledOnce();

    unmount();
    const off = draw({ location: LOCATION, linkOnClick: false });
    off.trigger(off.marker, 'click');
    expect(open).toHaveBeenCalledOnce();
  });

  it('keeps the location centred 60 ms after the canvas stops changing size', () => {
    const { map } = draw();
    resize.deliver();
    vi.advanceTimersByTime(59);
    resize.deliver();
    vi.advanceTimersByTime(59);
    expect(map.setCenter).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(map.setCenter).toHaveBeenCalledExactlyOnceWith({ lat: -23.5614, lng: -46.6559 });
  });

  it('moves the live map to new settings, panning, or jumping under reduced motion, and gives them to the marker (the 60 ms debounce: map.test.ts)', () => {
    const { update, map, marker } = draw();
    expect(map.setOptions).not.toHaveBeenCalled();
    update(mapSettings({ location: { mapLat: 3, mapLng: 4, mapZoom: 9 }, style: 'MinimalDark' }).settings);
    expect(map.setOptions).toHaveBeenCalledOnce();
    expect(map.options).toMatchObject({ zoom: 9 });
    expect(map.panTo).toHaveBeenCalledExactlyOnceWith({ lat: 3, lng: 4 });
    expect(marker.setOptions).toHaveBeenCalledWith(expect.objectContaining({ position: { lat: 3, lng: 4 } }));

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    update(mapSettings({ location: { mapLat: 5, mapLng: 6 } }).settings);
    expect(map.setCenter).toHaveBeenLastCalledWith({ lat: 5, lng: 6 });
    expect(map.panTo).toHaveBeenCalledOnce();
  });

  it('gives the canvas back as it was on unmount, with nothing left to fire', () => {
    const before = canvas.outerHTML;
    const { marker, map, listenerCount } = draw();
    unmount();
    expect(canvas.outerHTML).toBe(before);
    expect(marker.setMap).toHaveBeenCalledWith(null);
    expect(listenerCount(marker)).toBe(0);
    expect(listenerCount(map)).toBe(0);
    resize.deliver();
    vi.runAllTimers();
    expect(map.setCenter).not.toHaveBeenCalled();
  });
});
