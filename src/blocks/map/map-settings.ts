import type { MapConfig } from './config-schema.ts';
import type { MarkerLocation } from './external-link.ts';
import { MAP } from './limits.ts';
import { resolveMapStyle, type MapStyle } from './styles.ts';

export interface LatLngLiteral {
  readonly lat: number;
  readonly lng: number;
}

/** A map block's location and UI options with every default applied (GMM §3.3, §9). */
export interface MapSettings {
  readonly center: LatLngLiteral;
  readonly zoom: number;
  readonly marker: MarkerLocation;
  readonly style: MapStyle;
  readonly showLabels: boolean;
  readonly showTerrain: boolean;
  readonly showControls: boolean;
  readonly draggable: boolean;
  readonly scrollwheel: boolean;
  readonly markerDraggable: boolean;
  readonly linkOnClick: boolean;
}

/** The maps service's zoom levels (0 the whole world, 22 its closest). */
const ZOOM_RANGE = { min: 0, max: 22 } as const;

const within = (value: number | undefined, min: number, max: number): value is number => value !== undefined && value >= min && value <= max;

/**
 * Applies GMM §9's defaults to a block's config: the centre 40.720882, -74.000988 and zoom 12 unless the
 * block gives valid ones, the marker at the centre unless placed, style Grayscale. The booleans default
 * as docs/markup.md 6.8 chose (labels and dragging on, terrain, controls, the wheel and marker dragging
 * off, the marker's link on). A coordinate out of range is a warning and the default, never a broken map.
 */
export function mapSettings(config: MapConfig): { settings: MapSettings; warnings: string[] } {
  const warnings: string[] = [];
  const location = config.location ?? {};
  const coordinate = (name: string, value: number | undefined, limit: number, fallback: number): number => {
    if (value === undefined) return fallback;
    if (within(value, -limit, limit)) return value;
    warnings.push(`location.${name} ${value} is out of range, using ${fallback}`);
    return fallback;
  };
  const center = {
    lat: coordinate('mapLat', location.mapLat, 90, MAP.center.lat),
    lng: coordinate('mapLng', location.mapLng, 180, MAP.center.lng),
  };
  let zoom: number = MAP.zoom;
  if (within(location.mapZoom, ZOOM_RANGE.min, ZOOM_RANGE.max)) zoom = location.mapZoom;
  else if (location.mapZoom !== undefined) warnings.push(`location.mapZoom ${location.mapZoom} is out of range, using ${MAP.zoom}`);
  const { style, warning } = resolveMapStyle(config.style as string | number | undefined);
  if (warning !== undefined) warnings.push(warning);
  const showControls = config.showControls ?? config.controls ?? (config.disableDefaultUI === undefined ? false : !config.disableDefaultUI);
  return {
    settings: {
      center,
      zoom,
      marker: {
        lat: coordinate('markerLat', location.markerLat, 90, center.lat),
        lng: coordinate('markerLng', location.markerLng, 180, center.lng),
        zoom,
        addressTitle: location.addressTitle ?? '',
        addressLine1: location.addressLine1 ?? '',
        addressLine2: location.addressLine2 ?? '',
        addressCountry: location.addressCountry ?? '',
      },
      style,
      showLabels: config.showLabels ?? config.labels ?? true,
      showTerrain: config.showTerrain ?? config.terrain ?? false,
      showControls,
      draggable: config.draggable ?? true,
      scrollwheel: config.scrollwheel ?? false,
      markerDraggable: config.markerDraggable ?? false,
      linkOnClick: config.linkOnClick ?? true,
    },
    warnings,
  };
}
