import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({
  constructed: [] as object[],
  libraries: [] as string[],
  answer: (name: string): Promise<unknown> => Promise.resolve({ [name]: true }),
}));
vi.mock('@googlemaps/js-api-loader', () => ({
  Loader: class {
    constructor(options: object) {
      loader.constructed.push(options);
    }
    importLibrary(name: string) {
      loader.libraries.push(name);
      return loader.answer(name);
    }
  },
}));

// A fresh module per test: the load is once per page, and each test is a page.
const load = () => import('./load-maps.ts');

beforeEach(() => {
  vi.resetModules();
  loader.constructed = [];
  loader.libraries = [];
  loader.answer = (name) => Promise.resolve(name === 'core' ? { Size: 'Size', event: 'event' } : name === 'maps' ? { Map: 'Map' } : { Marker: 'Marker' });
});
afterEach(() => vi.useRealTimers());

const OPTIONS = { key: 'AIza-example', url: '/maps/api/js', language: 'pt-BR', region: 'BR' };

describe('loadMapsApi (GMM §4.8 "The map script loads once, with a 30 s timeout")', () => {
  it('loads through the official loader once for every map, with the key, address, language and region, and no retries', async () => {
    const { loadMapsApi } = await load();
    const [first, second] = await Promise.all([loadMapsApi(OPTIONS), loadMapsApi(OPTIONS)]);
    expect(first).toBe(second);
    expect(first).toEqual({ Map: 'Map', Marker: 'Marker', Size: 'Size', event: 'event' });
    expect(loader.constructed).toEqual([{ apiKey: 'AIza-example', url: '/maps/api/js', retries: 0, language: 'pt-BR', region: 'BR' }]);
    expect(loader.libraries).toEqual(['core', 'maps', 'marker']);
  });

  it('leaves language and region out when there are none', async () => {
    const { loadMapsApi } = await load();
    await loadMapsApi({ key: 'k', url: '/maps/api/js' });
    expect(loader.constructed).toEqual([{ apiKey: 'k', url: '/maps/api/js', retries: 0 }]);
  });

  it('rejects with no message after 30 s when the script has not answered (GMM §8 "Map load timeout")', async () => {
    vi.useFakeTimers();
    loader.answer = () => new Promise(() => undefined);
    const { loadMapsApi, MapsLoadTimeout } = await load();
    const settled = vi.fn();
    const loading = loadMapsApi(OPTIONS).catch((error: unknown) => (settled(error), error));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await loading;
    expect(error).toBeInstanceOf(MapsLoadTimeout);
    expect(error).toMatchObject({ name: 'MapsLoadTimeout', message: '' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a failed load on, and reports it once however many maps waited', async () => {
    const failure = new Error('The Google Maps JavaScript API could not load.');
    loader.answer = () => Promise.reject(failure);
    const { loadMapsApi, reportMapsFailure } = await load();
    const report = vi.fn();
    await Promise.all([1, 2].map(() => loadMapsApi(OPTIONS).catch((error: unknown) => reportMapsFailure(error, report))));
    expect(report).toHaveBeenCalledExactlyOnceWith(failure);
  });
});

describe('mapsLocale', () => {
  it('takes the language tag as is and its region', async () => {
    const { mapsLocale } = await load();
    expect(mapsLocale('pt-BR')).toEqual({ language: 'pt-BR', region: 'BR' });
    expect(mapsLocale('pt')).toEqual({ language: 'pt' });
    expect(mapsLocale('')).toEqual({});
    expect(mapsLocale('not a tag!')).toEqual({});
  });
});
