// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestRecord } from '../qa/request-log.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { cdnImageOf } from './cdn-images.ts';
import { pngSize } from './png.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const get = (url: string, cookies: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, cookies });

/** The decoded pixel rows of a PNG this server wrote (one IDAT, RGB, filter 0 on every row). */
function pixelsOf(bytes: Buffer): { width: number; height: number; rgb: (x: number, y: number) => number[] } {
  const size = pngSize(bytes);
  if (!size) throw new Error('not a PNG');
  const idatLength = bytes.readUInt32BE(33);
  expect(bytes.toString('latin1', 37, 41)).toBe('IDAT');
  const raw = inflateSync(bytes.subarray(41, 41 + idatLength));
  const stride = 1 + size.width * 3;
  expect(raw.length).toBe(stride * size.height);
  return { ...size, rgb: (x, y) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3)] };
}

describe('GET /s/{slug}-{width}w.{ext}', () => {
  it('serves a PNG of exactly each width of GMM §7, 3:2 by default', async () => {
    const expected: [number, number][] = [
      [2500, 1667],
      [1500, 1000],
      [1000, 667],
      [750, 500],
      [500, 333],
      [300, 200],
      [100, 67],
    ];
    for (const [width, height] of expected) {
      const response = await get(`/s/praia-${width}w.jpg`);
      expect(response.statusCode, String(width)).toBe(200);
      expect(pngSize(response.rawPayload), String(width)).toEqual({ width, height });
    }
  });

  it('takes the aspect from a slug ending in _{W}x{H}', async () => {
    expect(pngSize((await get('/s/praia_1500x1000-500w.jpg')).rawPayload)).toEqual({ width: 500, height: 333 });
    expect(pngSize((await get('/s/retrato_1000x1500-300w.webp')).rawPayload)).toEqual({ width: 300, height: 450 });
    expect(pngSize((await get('/s/faixa-larga_1600x900-1000w.png')).rawPayload)).toEqual({ width: 1000, height: 563 });
  });

  it('answers image/png bytes for every extension, immutable', async () => {
    for (const extension of ['jpg', 'jpeg', 'png', 'webp']) {
      const response = await get(`/s/praia-100w.${extension}`);
      expect(response.statusCode, extension).toBe(200);
      expect(response.headers['content-type'], extension).toBe('image/png');
      expect(response.headers['cache-control'], extension).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
  });

  it('draws two shades of a colour of its own per slug, the same bytes on every request', async () => {
    const praia = pixelsOf((await get('/s/praia-300w.jpg')).rawPayload);
    const serra = pixelsOf((await get('/s/serra-300w.jpg')).rawPayload);
    expect(praia.rgb(0, 0)).not.toEqual(praia.rgb(299, 0)); // a pattern, not one flat colour
    expect(praia.rgb(0, 0)).not.toEqual(praia.rgb(0, 199));
    expect(praia.rgb(0, 0)).not.toEqual(serra.rgb(0, 0));
    const again = await get('/s/praia-300w.jpg');
    expect(again.rawPayload).toEqual((await get('/s/praia-300w.jpg')).rawPayload);
  });

  it('keeps a 2500 px image small (rows repeat, deflate finds them)', async () => {
    const response = await get('/s/grande_2500x1667-2500w.jpg');
    expect(pngSize(response.rawPayload)).toEqual({ width: 2500, height: 1667 });
    expect(response.rawPayload.length).toBeLessThan(64 * 1024);
  });
});

describe('GET /s/{slug}.{ext}?format={width}w', () => {
  it('serves the width the format parameter names', async () => {
    const response = await get('/s/praia_1500x1000.jpg?format=750w');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngSize(response.rawPayload)).toEqual({ width: 750, height: 500 });
  });

  it('draws the same image as the width in the name', async () => {
    const named = await get('/s/serra-500w.jpg');
    const query = await get('/s/serra.jpg?format=500w');
    expect(query.rawPayload).toEqual(named.rawPayload);
  });
});

describe('addresses the CDN does not serve', () => {
  it('answer 404 JSON', async () => {
    for (const url of [
      '/s/praia-1200w.jpg', // not a width of GMM §7
      '/s/praia-0w.jpg',
      '/s/praia-01000w.jpg',
      '/s/praia.jpg', // no width
      '/s/praia.jpg?format=1200w',
      '/s/praia.jpg?format=1000',
      '/s/praia.jpg?format=500w&format=1000w',
      '/s/praia-500w.jpg?format=500w', // the width twice
      '/s/praia-500w.gif',
      '/s/praia-500w',
      '/s/pasta/praia-500w.jpg',
      '/s/pra%20ia-500w.jpg',
      '/s/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Não encontrado.' });
    }
  });
});

describe('cdnImageOf', () => {
  it('reads the slug as written and the size served', () => {
    expect(cdnImageOf('/s/galeria-200-17_1000x1500-750w.jpg', {})).toEqual({ slug: 'galeria-200-17_1000x1500', width: 750, height: 1125 });
    expect(cdnImageOf('/s/praia.webp', { format: '100w' })).toEqual({ slug: 'praia', width: 100, height: 67 });
    expect(cdnImageOf('/api/praia-100w.jpg', {})).toBeUndefined();
  });
});

describe('request log and faults', () => {
  const requests = async (path: string) => (await get(`/__qa/requests?session=s1&path=${encodeURIComponent(path)}`)).json<RequestRecord[]>();

  it('records each image request with its slug, width and height, so tests count them', async () => {
    await get('/s/praia_1500x1000-500w.jpg', { qa_session: 's1' });
    await get('/s/praia_1500x1000.jpg?format=1000w', { qa_session: 's1' });
    await get('/s/praia-1200w.jpg', { qa_session: 's1' });
    const records = await requests('/s/*');
    expect(records.map(({ path, image, status }) => ({ path, image, status }))).toEqual([
      { path: '/s/praia_1500x1000-500w.jpg', image: { slug: 'praia_1500x1000', width: 500, height: 333 }, status: 200 },
      { path: '/s/praia_1500x1000.jpg', image: { slug: 'praia_1500x1000', width: 1000, height: 667 }, status: 200 },
      { path: '/s/praia-1200w.jpg', image: undefined, status: 404 },
    ]);
    expect((await get('/__qa/requests?path=/dist/runtime.js')).json()).toEqual([]);
  });

  it('applies faults to image paths (a glob over the widths), for the fault session only', async () => {
    const added = await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 's1', path: '/s/serra-*w.jpg', status: 503 } });
    expect(added.statusCode).toBe(201);
    const faulted = await get('/s/serra-500w.jpg', { qa_session: 's1' });
    expect(faulted.statusCode).toBe(503);
    expect(faulted.json()).toEqual({ error: `Falha simulada (${added.json<{ id: string }>().id}).` });
    expect((await get('/s/serra-500w.jpg', { qa_session: 's2' })).statusCode).toBe(200);
    expect((await get('/s/praia-500w.jpg', { qa_session: 's1' })).statusCode).toBe(200);
    const [record] = await requests('/s/serra-500w.jpg');
    expect(record).toMatchObject({ status: 503, image: { slug: 'serra', width: 500 }, fault: { path: '/s/serra-*w.jpg' } });
  });
});

describe('GET /s/{slug}.mp3 (audio, cdn-audio.ts)', () => {
  it('serves a 10 s 8-bit mono PCM WAV for every audio extension, and 404 for anything else', async () => {
    for (const path of ['/s/abertura.mp3', '/s/final.wav', '/s/faixa-2.ogg', '/s/x_y.m4a']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('audio/wav');
      const bytes = response.rawPayload;
      expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
      expect(bytes.toString('latin1', 8, 16)).toBe('WAVEfmt ');
      expect([bytes.readUInt16LE(20), bytes.readUInt16LE(22), bytes.readUInt32LE(24), bytes.readUInt16LE(34)]).toEqual([1, 1, 4000, 8]);
      expect(bytes.toString('latin1', 36, 40)).toBe('data');
      expect(bytes.readUInt32LE(40)).toBe(40_000);
      expect(bytes.length).toBe(44 + 40_000);
    }
    expect((await get('/s/abertura.flac')).statusCode).toBe(404);
    expect((await get('/s/../abertura.mp3')).statusCode).toBe(404);
  });
});
