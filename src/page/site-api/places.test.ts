import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ApiCall } from '../../kit/define.ts';
import { coreContext } from '../../test/core-context.ts';
import { start } from './index.ts';

let fetchMock: Mock<(url: string) => Promise<Response>>;
let consoleError: Mock<(...data: unknown[]) => void>;
const PREDICTIONS = { predictions: [{ description: 'Pelourinho - Salvador - BA', place_id: 'fixture-place-pelourinho' }] };
const DETAILS = {
  result: { place_id: 'fixture-place-pelourinho', name: 'Pelourinho', formatted_address: 'Salvador - BA', geometry: { location: { lat: -12.97, lng: -38.5 } } },
};

/** Calls the API feature as window.SiteRuntime.places(...args) does, and resolves with its answer. */
function places(...args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    void start(coreContext(), { method: 'places', args, resolve, reject } satisfies ApiCall);
  });
}

const paths = (): string[] => fetchMock.mock.calls.map(([url]) => new URL(url).pathname + new URL(url).search);

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(url.includes('autocomplete') ? PREDICTIONS : DETAILS)));
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SiteRuntime.places', () => {
  it("('autocomplete', params) answers with the predictions", async () => {
    await expect(places('autocomplete', { input: 'pelourinho' })).resolves.toEqual(PREDICTIONS);
    expect(paths()).toEqual(['/api/google-maps/places/autocomplete?input=pelourinho']);
  });

  it("('details', params, trackingContext) answers with the place, cost tracked", async () => {
    await expect(places('details', { place_id: 'fixture-place-pelourinho' }, { productPage: 'checkout', productSection: 'shipping' })).resolves.toEqual(
      DETAILS,
    );
    expect(paths()).toEqual(['/api/google-maps/places/details?place_id=fixture-place-pelourinho&productPage=checkout&productSection=shipping']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("('details', params) without a tracking context logs the spec's error and still answers", async () => {
    await expect(places('details', { place_id: 'fixture-place-pelourinho' })).resolves.toEqual(DETAILS);
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('Please provide a tracking context when using Google Places API details to track cost');
    expect(paths()).toEqual(['/api/google-maps/places/details?place_id=fixture-place-pelourinho']);
  });

  it.each([
    ['an unknown kind', ['search', { input: 'x' }]],
    ['no kind', []],
    ['no params', ['autocomplete']],
    ['params that are text', ['autocomplete', 'input=x']],
    ['params that are a list', ['autocomplete', ['x']]],
    ['a param that is an object', ['autocomplete', { input: { nested: true } }]],
    ['a param that is null', ['details', { place_id: null }, { productPage: 'a', productSection: 'b' }]],
    ['a tracking context that is text', ['details', { place_id: 'p' }, 'checkout']],
    ['a tracking context field that is a number', ['details', { place_id: 'p' }, { productPage: 7, productSection: 'b' }]],
  ])('refuses %s with a TypeError before anything is sent', async (_, args) => {
    await expect(places(...args)).rejects.toThrowError(
      new TypeError(
        "SiteRuntime.places expects ('autocomplete', params) or ('details', params, { productPage: string, productSection: string }), params an object of strings, numbers or booleans",
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
