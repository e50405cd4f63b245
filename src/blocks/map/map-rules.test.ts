import { describe, expect, it } from 'vitest';
import { externalMapUrl, opensExternalMap } from './external-link.ts';
import { MAP } from './limits.ts';
import { decodeMapsKey } from './maps-key.ts';
import { resolveMapStyle } from './styles.ts';

describe('map limits (GMM §9 "Map")', () => {
  it('has the spec defaults and timings', () => {
    expect(MAP).toEqual({
      center: { lat: 40.720882, lng: -74.000988 },
      zoom: 12,
      markerImage: { width: 48, height: 64, scale: 0.5 },
      loadTimeoutMs: 30_000,
      optionsDebounceMs: 60,
    });
  });
});

describe('resolveMapStyle (GMM §3.3)', () => {
  it('knows the six styles by name; absent is Grayscale', () => {
    for (const style of ['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue']) expect(resolveMapStyle(style)).toEqual({ style });
    expect(resolveMapStyle(undefined)).toEqual({ style: 'Grayscale' });
  });

  it('reads the site settings numbers 1–6, 4 being minimal light and 5 minimal dark', () => {
    expect([1, 2, 3, 4, 5, 6].map((number) => resolveMapStyle(number).style)).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ]);
  });

  it('takes anything else as Grayscale, with a warning', () => {
    expect(resolveMapStyle(7)).toEqual({ style: 'Grayscale', warning: 'Unknown map style 7, using "Grayscale"' });
    expect(resolveMapStyle('grayscale')).toEqual({ style: 'Grayscale', warning: 'Unknown map style "grayscale", using "Grayscale"' });
    expect(resolveMapStyle(2.5).warning).toBeDefined();
  });
});

const PAULISTA = {
  lat: -23.5614,
  lng: -46.6559,
  zoom: 15,
  addressTitle: 'Loja da Ana',
  addressLine1: 'Av. Paulista, 1000',
  addressLine2: 'São Paulo, SP',
  addressCountry: 'Brasil',
};

describe('externalMapUrl (GMM §2 "Interaction")', () => {
  it('carries the location, the address as the query and the zoom', () => {
    const url = new URL(externalMapUrl(PAULISTA));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ll: '-23.5614,-46.6559',
      q: 'Loja da Ana, Av. Paulista, 1000, São Paulo, SP, Brasil',
      z: '15',
    });
  });

  it('queries the position when the address is empty, and no address text changes the host', () => {
    const bare = new URL(externalMapUrl({ ...PAULISTA, addressTitle: ' ', addressLine1: '', addressLine2: '', addressCountry: '' }));
    expect(bare.searchParams.get('q')).toBe('-23.5614,-46.6559');
    const hostile = new URL(externalMapUrl({ ...PAULISTA, addressTitle: '@evil.example/#', addressLine1: '&z=1' }));
    expect(hostile.host).toBe('www.google.com');
    expect(hostile.searchParams.get('z')).toBe('15');
  });
});

describe('opensExternalMap (GMM §4.8)', () => {
  it('opens unless the marker is being dragged or linking is off', () => {
    expect(opensExternalMap({ dragging: false, linkOnClick: true })).toBe(true);
    expect(opensExternalMap({ dragging: true, linkOnClick: true })).toBe(false);
    expect(opensExternalMap({ dragging: false, linkOnClick: false })).toBe(false);
  });
});

describe('decodeMapsKey (GMM §7; docs/markup.md §2 mapsApiKey, base64)', () => {
  it('decodes the context value', () => {
    expect(decodeMapsKey('QUl6YS1leGFtcGxl')).toBe('AIza-example');
  });

  it('gives nothing for an empty, non-base64 or non-printable value', () => {
    expect(decodeMapsKey('')).toBeUndefined();
    expect(decodeMapsKey('não é base64!')).toBeUndefined();
    expect(decodeMapsKey(btoa('chave com espaço'))).toBeUndefined();
    expect(decodeMapsKey(btoa('\u0001\u0002'))).toBeUndefined();
  });
});
