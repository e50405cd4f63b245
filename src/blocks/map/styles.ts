/** GMM §3.3 "Map styles by name: Original, Grayscale, Satellite, MinimalDark, MinimalLight, MinimalBlue." */
const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/**
 * GMM §3.3 "Map styles by number in site settings: 1 original, 2 grayscale, 3 satellite, 4 minimal light,
 * 5 minimal dark, 6 minimal blue." (Light before dark here, dark before light in the names' list.)
 */
const BY_NUMBER: Readonly<Record<number, MapStyle>> = {
  1: 'Original',
  2: 'Grayscale',
  3: 'Satellite',
  4: 'MinimalLight',
  5: 'MinimalDark',
  6: 'MinimalBlue',
};

/** GMM §9 "Default style Grayscale." */
const DEFAULT_MAP_STYLE: MapStyle = 'Grayscale';

/**
 * A style given by name or by its site-settings number; absent is the default, and anything else the
 * default with a warning, so a map never fails for its style.
 */
export function resolveMapStyle(value: unknown): { style: MapStyle; warning?: string } {
  if (value === undefined) return { style: DEFAULT_MAP_STYLE };
  const style = typeof value === 'number' ? BY_NUMBER[value] : MAP_STYLES.find((name) => name === value);
  return style ? { style } : { style: DEFAULT_MAP_STYLE, warning: `Unknown map style ${JSON.stringify(value)}, using "${DEFAULT_MAP_STYLE}"` };
}

/** A rule of the maps service's styled map type (its JSON shape). */
export interface MapStyleRule {
  readonly featureType?: string;
  readonly elementType?: string;
  readonly stylers: readonly Record<string, string | number>[];
}

const OFF = [{ visibility: 'off' }];
/** Points of interest and transit hidden: the minimal styles show streets, water and the marker. */
const QUIET: readonly MapStyleRule[] = [
  { featureType: 'poi', stylers: OFF },
  { featureType: 'transit', stylers: OFF },
];

/**
 * How each style draws (chosen here; the spec names the styles only). Satellite is a map type, not
 * rules (mapType below); Original is the service's own look.
 */
const RULES: Readonly<Record<MapStyle, readonly MapStyleRule[]>> = {
  Original: [],
  Satellite: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  MinimalLight: [{ stylers: [{ saturation: -100 }, { lightness: 40 }] }, ...QUIET],
  MinimalDark: [
    { elementType: 'geometry', stylers: [{ color: '#242424' }] },
    { elementType: 'labels.text.fill', stylers: [{ color: '#8a8a8a' }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: '#242424' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#3a3a3a' }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#101010' }] },
    ...QUIET,
  ],
  MinimalBlue: [
    { stylers: [{ saturation: -60 }, { lightness: 20 }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#8fb8e8' }] },
    ...QUIET,
  ],
};

/** The style's rules, with every label hidden when labels are off (GMM §3.3 showLabels). */
export function styleRules(style: MapStyle, showLabels: boolean): MapStyleRule[] {
  return showLabels ? [...RULES[style]] : [...RULES[style], { elementType: 'labels', stylers: OFF }];
}

/** The service's map type: satellite imagery (with its labels as hybrid), terrain, or the road map. */
export function mapType({ style, showLabels, showTerrain }: { style: MapStyle; showLabels: boolean; showTerrain: boolean }): string {
  if (style === 'Satellite') return showLabels ? 'hybrid' : 'satellite';
  return showTerrain ? 'terrain' : 'roadmap';
}
