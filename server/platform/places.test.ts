// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('places autocomplete', () => {
  it('filters the gazetteer case- and accent-insensitively', async () => {
    const response = await get('/api/google-maps/places/autocomplete?input=SAO%20paulo&sessiontoken=t');
    expect(response.statusCode).toBe(200);
    const { predictions } = response.json<{ predictions: { description: string; place_id: string }[] }>();
    expect(predictions.map((prediction) => prediction.place_id).sort()).toEqual(['fixture-place-ibirapuera', 'fixture-place-masp']);
    expect(predictions[0]?.description).toContain('São Paulo');
  });

  it('answers no predictions for a blank or unmatched input', async () => {
    expect((await get('/api/google-maps/places/autocomplete')).json()).toEqual({ predictions: [] });
    expect((await get('/api/google-maps/places/autocomplete?input=atlantis')).json()).toEqual({ predictions: [] });
  });
});

describe('places details', () => {
  it('answers the place with its location, given the tracking context', async () => {
    const response = await get('/api/google-maps/places/details?place_id=fixture-place-cristo&productPage=p&productSection=s&fields=geometry');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        place_id: 'fixture-place-cristo',
        name: 'Cristo Redentor',
        formatted_address: expect.stringContaining('Rio de Janeiro'),
        geometry: { location: { lat: -22.951916, lng: -43.210487 } },
      },
    });
  });

  it('still answers without the tracking context, but flags it', async () => {
    for (const query of ['', '&productPage=p', '&productSection=s']) {
      const response = await get(`/api/google-maps/places/details?place_id=fixture-place-cristo${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ trackingContextMissing: true, result: { place_id: 'fixture-place-cristo' } });
    }
  });

  it('answers 404 for an unknown place and 400 without place_id', async () => {
    const unknown = await get('/api/google-maps/places/details?place_id=nope&productPage=p&productSection=s');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('error');
    expect((await get('/api/google-maps/places/details')).statusCode).toBe(400);
  });
});
