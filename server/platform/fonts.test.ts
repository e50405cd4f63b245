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

describe('GET /fonts/css', () => {
  it('serves one local() @font-face per listed weight of every family', async () => {
    const response = await get('/fonts/css?family=Roboto%3A400%2C700&family=Open%20Sans&family=Playfair+Display:900');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toBe(
      "@font-face { font-family: 'Roboto'; font-weight: 400; src: local('Roboto'); }\n" +
        "@font-face { font-family: 'Roboto'; font-weight: 700; src: local('Roboto'); }\n" +
        "@font-face { font-family: 'Open Sans'; font-weight: 400; src: local('Open Sans'); }\n" +
        "@font-face { font-family: 'Playfair Display'; font-weight: 900; src: local('Playfair Display'); }\n",
    );
  });

  it('answers 400 "Font family not found" when one family is no longer available', async () => {
    const response = await get('/fonts/css?family=Roboto:400,700&family=Fonte%20Sumida:400');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Font family not found');
  });

  it('answers 400 without a family parameter', async () => {
    for (const url of ['/fonts/css', '/fonts/css?family=']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
    }
  });

  it('refuses names and weights that could break out of the CSS, echoing none of them', async () => {
    for (const family of ["Roboto'); } body { color: red", 'Roboto:400;}*{color:red', 'Roboto:4000', 'Roboto:bold', 'Roboto:', '<style>', 'roboto']) {
      const response = await get(`/fonts/css?family=${encodeURIComponent(family)}`);
      expect(response.statusCode, family).toBe(400);
      expect(response.body, family).toBe('Font family not found');
    }
  });
});

describe('GET /fonts/typekit/:kit.css', () => {
  it('serves the known kit as CSS', async () => {
    const response = await get('/fonts/typekit/abc1def.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toBe(
      "@font-face { font-family: 'proxima-nova'; font-style: normal; font-weight: 400; src: local('proxima-nova'); }\n" +
        "@font-face { font-family: 'proxima-nova'; font-style: normal; font-weight: 700; src: local('proxima-nova'); }\n" +
        "@font-face { font-family: 'proxima-nova'; font-style: italic; font-weight: 400; src: local('proxima-nova'); }\n" +
        "@font-face { font-family: 'minion-pro'; font-style: normal; font-weight: 400; src: local('minion-pro'); }\n" +
        "@font-face { font-family: 'minion-pro'; font-style: normal; font-weight: 700; src: local('minion-pro'); }\n",
    );
    expect(response.body).not.toMatch(/url\(/);
  });

  it('answers 404 for any other kit', async () => {
    for (const url of ['/fonts/typekit/zzz9999.css', '/fonts/typekit/constructor.css', '/fonts/typekit/abc1def.js', '/fonts/typekit/%3Cb%3E.css']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<b>');
    }
  });
});
