/** GMM §3.3 "Map styles by name: Original, Grayscale, Satellite, MinimalDark, MinimalLight, MinimalBlue." */
export const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const;
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
export const DEFAULT_MAP_STYLE: MapStyle = 'Grayscale';

/**
 * A style given by name or by its site-settings number; absent is the default, and anything else the
 * default with a warning, so a map never fails for its style.
 */
export function resolveMapStyle(value: string | number | undefined): { style: MapStyle; warning?: string } {
  if (value === undefined) return { style: DEFAULT_MAP_STYLE };
  const style = typeof value === 'number' ? BY_NUMBER[value] : MAP_STYLES.find((name) => name === value);
  return style ? { style } : { style: DEFAULT_MAP_STYLE, warning: `Unknown map style ${JSON.stringify(value)}, using "${DEFAULT_MAP_STYLE}"` };
}
