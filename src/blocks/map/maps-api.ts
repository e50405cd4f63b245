import type { LatLngLiteral } from './map-settings.ts';

/**
 * The part of the maps service's API the block uses (google.maps, its core, maps and marker
 * libraries). Written here rather than pulled from @types/google.maps: a dozen members, and the
 * fixture site's stand-in (server/platform/maps-stand-in.js) implements exactly these.
 */
interface MapsListener {
  remove(): void;
}

interface Evented {
  addListener(name: string, handler: () => void): MapsListener;
}

export interface MapsMap extends Evented {
  setOptions(options: object): void;
  setCenter(center: LatLngLiteral): void;
  panTo(center: LatLngLiteral): void;
}

interface MapsMarker extends Evented {
  setOptions(options: object): void;
  setMap(map: MapsMap | null): void;
}

export interface MapsApi {
  Map: new (container: HTMLElement, options: object) => MapsMap;
  Marker: new (options: object) => MapsMarker;
  Size: new (width: number, height: number) => object;
  event: { clearInstanceListeners(instance: object): void };
}
