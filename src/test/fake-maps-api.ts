import { vi } from 'vitest';
import type { MapsApi } from '../blocks/map/maps-api.ts';

type Handler = () => void;

/** The maps API's subset (src/blocks/map/maps-api.ts) as a test double: instances record their options, events are fired by hand. */
export function fakeMapsApi() {
  const listeners = new Map<object, Map<string, Handler[]>>();
  const on = (target: object, name: string, handler: Handler) => {
    const byName = listeners.get(target) ?? new Map<string, Handler[]>();
    listeners.set(target, byName);
    byName.set(name, [...(byName.get(name) ?? []), handler]);
    return {
      remove: () =>
        byName.set(
          name,
          (byName.get(name) ?? []).filter((each) => each !== handler),
        ),
    };
  };
  const maps: FakeMap[] = [];
  const markers: FakeMarker[] = [];

  class FakeMap {
    options: Record<string, unknown>;
    readonly setOptions = vi.fn((options: object) => Object.assign(this.options, options));
    readonly setCenter = vi.fn();
    readonly panTo = vi.fn();
    constructor(
      readonly container: HTMLElement,
      options: object,
    ) {
      this.options = { ...options };
      maps.push(this);
    }
    addListener(name: string, handler: Handler) {
      return on(this, name, handler);
    }
  }
  class FakeMarker {
    options: Record<string, unknown>;
    readonly setOptions = vi.fn((options: object) => Object.assign(this.options, options));
    readonly setMap = vi.fn();
    constructor(options: object) {
      this.options = { ...options };
      markers.push(this);
    }
    addListener(name: string, handler: Handler) {
      return on(this, name, handler);
    }
  }
  class FakeSize {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
  }
  const api = {
    Map: FakeMap,
    Marker: FakeMarker,
    Size: FakeSize,
    event: { clearInstanceListeners: vi.fn((instance: object) => listeners.delete(instance)) },
  } satisfies MapsApi;
  return {
    api,
    maps,
    markers,
    /** Fires `name` on a map or marker as the service would. */
    trigger(target: object, name: string) {
      for (const handler of listeners.get(target)?.get(name) ?? []) handler();
    },
    listenerCount: (target: object) => [...(listeners.get(target)?.values() ?? [])].reduce((sum, list) => sum + list.length, 0),
  };
}
