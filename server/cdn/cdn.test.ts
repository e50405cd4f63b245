// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { RELEASES_DIR } from '../releases/archive.ts';
import { ROOT_FILES, startTestServer, TEST_CDN_ORIGIN, type TestServer } from '../test-helpers.ts';
import { cdnFolder, cdnSessionOf, withoutSession, withRuntimeFolder } from './address.ts';
import { cdnCacheControl } from './cdn-app.ts';
import { publicListOf } from './public-files.ts';

const DEPLOY = {
  public: ['LICENSES.md', 'chunks/abc123.js', 'chunks/def456.js', 'chunks/st1234.css', 'runtime.js', 'version.json'],
  renderer: ['preload.json'],
  internal: ['.vite/manifest.json', 'deploy.json'],
};

/** A release as the build leaves it in dist/: public files, the renderer's preload.json, the build's own records. */
const FILES: Record<string, string> = {
  ...ROOT_FILES,
  'fixtures/page.html': `<!--fixture
{ "title": "Página", "description": "Um acordeão" }
-->
<main><div data-block-type="69" id="block-a"></div></main>`,
  'dist/chunks/st1234.css': '.a { color: red }\n',
  'dist/version.json': '{"build":"build00001"}\n',
  'dist/LICENSES.md': '# Licences\n',
  'dist/preload.json': JSON.stringify({ 'every-page': ['chunks/abc123.js'], '69': ['chunks/def456.js', 'chunks/st1234.css'] }),
  'dist/deploy.json': JSON.stringify(DEPLOY),
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer(FILES);
});
afterEach(async () => {
  await server.close();
});

const cdnGet = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.cdn.inject({ method, url });

describe('the CDN origin', () => {
  it('serves the public files of the release, with CORS for every origin and docs §1 caching, and sets no cookie', async () => {
    const expected = [
      ['/dist/runtime.js', 'no-cache', 'javascript'],
      ['/dist/version.json', 'no-store', 'application/json'],
      ['/dist/chunks/abc123.js', 'public, max-age=31536000, immutable', 'javascript'],
      ['/dist/chunks/st1234.css', 'public, max-age=31536000, immutable', 'text/css'],
      ['/dist/LICENSES.md', 'no-cache', 'markdown'],
    ] as const;
    for (const [url, cacheControl, type] of expected) {
      const response = await cdnGet(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['cache-control'], url).toBe(cacheControl);
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.headers['set-cookie'], url).toBeUndefined();
      expect(response.body, url).toBe(FILES[`dist${url.slice('/dist'.length)}`]);
    }
    // A retry's address is the same file.
    expect((await cdnGet('/dist/chunks/abc123.js?retry=k2x9')).body).toBe(FILES['dist/chunks/abc123.js']);
    expect((await cdnGet('/dist/chunks/abc123.js', 'HEAD')).statusCode).toBe(200);
  });

  it('answers 404 with CORS for what a deploy keeps off the CDN, a missing file and anything outside /dist/', async () => {
    for (const url of [
      '/dist/preload.json',
      '/dist/deploy.json',
      '/dist/.vite/manifest.json',
      '/dist/manifest.json',
      '/dist/chunks/gone99.js',
      '/fixtures/page.html',
      '/api/events/RecordJavascriptErrors',
      '/',
    ]) {
      const response = await cdnGet(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.json(), url).toEqual({ error: 'Não encontrado.' });
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('serves nothing of a release without its deploy.json', async () => {
    const bare = await startTestServer({ ...ROOT_FILES });
    try {
      expect((await bare.cdn.inject({ method: 'GET', url: '/dist/runtime.js' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('records a QA session’s requests (the session in the address) in the site’s log, as the CDN’s, and applies its faults with CORS', async () => {
    await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 's1', path: '/dist/chunks/accordion-*.js', status: 404, times: 1 } });
    const faulted = await cdnGet('/qa/s1/dist/chunks/def456.js');
    expect(faulted.statusCode).toBe(404);
    expect(faulted.headers['access-control-allow-origin']).toBe('*');
    // Another session's address is not faulted, and the fault was used up.
    expect((await cdnGet('/qa/s2/dist/chunks/def456.js')).statusCode).toBe(200);
    expect((await cdnGet('/qa/s1/dist/chunks/def456.js?retry=a1')).statusCode).toBe(200);
    const records = (await server.app.inject({ method: 'GET', url: '/__qa/requests?session=s1' })).json();
    expect(records).toEqual([
      expect.objectContaining({ session: 's1', cdn: true, method: 'GET', path: '/dist/chunks/def456.js', chunk: 'accordion', query: {}, status: 404 }),
      expect.objectContaining({ session: 's1', cdn: true, path: '/dist/chunks/def456.js', query: { retry: 'a1' }, status: 200 }),
    ]);
    // The site's own requests carry no such mark.
    await server.app.inject({ method: 'GET', url: '/dist/runtime.js', cookies: { qa_session: 's1' } });
    const site = (await server.app.inject({ method: 'GET', url: '/__qa/requests?session=s1&path=/dist/runtime.js' })).json();
    expect(site).toEqual([expect.not.objectContaining({ cdn: true })]);
  });

  it('serves a session pinned to an archived release that release’s files, as the site does', async () => {
    const pinned = join(server.rootDir, RELEASES_DIR, 'old0000001');
    for (const [path, text] of Object.entries({
      'runtime.js': 'old runtime',
      'version.json': '{"build":"old0000001"}',
      'deploy.json': JSON.stringify({ public: ['runtime.js', 'version.json'] }),
    })) {
      mkdirSync(dirname(join(pinned, path)), { recursive: true });
      writeFileSync(join(pinned, path), text);
    }
    expect((await server.app.inject({ method: 'POST', url: '/__qa/releases/pin', payload: { session: 's1', build: 'old0000001' } })).statusCode).toBe(200);
    expect((await cdnGet('/qa/s1/dist/runtime.js')).body).toBe('old runtime');
    expect((await cdnGet('/qa/s2/dist/runtime.js')).body).toBe(FILES['dist/runtime.js']);
    // Its deploy.json names no chunk: none is served from it.
    expect((await cdnGet('/qa/s1/dist/chunks/abc123.js')).statusCode).toBe(404);
  });
});

describe('a page asked for with ?cdn=1', () => {
  it('takes its runtime and preload hints from the CDN folder of its QA session, and its policy allows that origin', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/fixtures/page.html?cdn=1', cookies: { qa_session: 's1' } });
    expect(response.statusCode).toBe(200);
    const folder = `${TEST_CDN_ORIGIN}/qa/s1/dist/`;
    expect(response.body).toMatch(new RegExp(`<script nonce="\\w+" type="module" async src="${folder}runtime.js"></script>`));
    expect(response.body).toContain(`<link rel="modulepreload" href="${folder}chunks/abc123.js">`);
    expect(response.body).toContain(`<link rel="modulepreload" href="${folder}chunks/def456.js">`);
    expect(response.body).toContain(`<link rel="preload" as="style" href="${folder}chunks/st1234.css">`);
    expect(response.body).not.toContain('"/dist/');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${TEST_CDN_ORIGIN};`));
    expect(policy).toMatch(new RegExp(`style-src 'self' 'nonce-[^']+' ${TEST_CDN_ORIGIN};`));
    expect(policy).toContain(`connect-src 'self' ${TEST_CDN_ORIGIN};`);
    // Without a session the folder has no prefix; without ?cdn=1 the page is the site's as ever.
    expect((await server.app.inject({ method: 'GET', url: '/fixtures/page.html?cdn=1' })).body).toContain(`src="${TEST_CDN_ORIGIN}/dist/runtime.js"`);
    const own = await server.app.inject({ method: 'GET', url: '/fixtures/page.html' });
    expect(own.body).toContain('src="/dist/runtime.js"');
    expect(String(own.headers['content-security-policy'])).not.toContain(TEST_CDN_ORIGIN);
  });

  it('fails loudly when no CDN origin listens', async () => {
    const app = await buildApp({ rootDir: server.rootDir });
    try {
      expect((await app.inject({ method: 'GET', url: '/fixtures/page.html?cdn=1' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('CDN addresses', () => {
  it('carry a QA session in the folder’s path, which the CDN takes off again, query kept', () => {
    expect(cdnFolder('http://127.0.0.1:4175', null)).toBe('http://127.0.0.1:4175/dist/');
    expect(cdnFolder('http://127.0.0.1:4175', 'a b/’c')).toBe('http://127.0.0.1:4175/qa/a%20b%2F%E2%80%99c/dist/');
    expect(cdnFolder('http://127.0.0.1:4175', "it's")).toBe('http://127.0.0.1:4175/qa/it%27s/dist/');
    const path = new URL(`${cdnFolder('http://x', 'a b/’c')}chunks/abc123.js?retry=k2`).pathname + '?retry=k2';
    expect(cdnSessionOf(path)).toBe('a b/’c');
    expect(withoutSession(path)).toBe('/dist/chunks/abc123.js?retry=k2');
    expect(cdnSessionOf('/dist/runtime.js')).toBeNull();
    expect(withoutSession('/dist/runtime.js?x=1')).toBe('/dist/runtime.js?x=1');
    expect(cdnSessionOf('/qa/%E0%A4%A/dist/runtime.js')).toBeNull();
    expect(withoutSession('/qa/s1')).toBe('/');
  });

  it('replace the src of the runtime’s first script only', () => {
    const page = '<script type="module" async src="/dist/runtime.js"></script>\n<script type="module" src="/dist/runtime.js?copy=2"></script>';
    expect(withRuntimeFolder(page, 'http://cdn.test/qa/s1/dist/')).toBe(
      '<script type="module" async src="http://cdn.test/qa/s1/dist/runtime.js"></script>\n<script type="module" src="/dist/runtime.js?copy=2"></script>',
    );
    expect(withRuntimeFolder('<p>no runtime</p>', 'http://cdn.test/dist/')).toBe('<p>no runtime</p>');
  });

  it('are cached as docs §1 says, and served only when the release’s deploy.json lists them as public', () => {
    expect(cdnCacheControl('/repo/.releases/abc/chunks/X1.js')).toBe('public, max-age=31536000, immutable');
    expect(cdnCacheControl('C:\\repo\\dist\\chunks\\X1.css')).toBe('public, max-age=31536000, immutable');
    expect(cdnCacheControl('/repo/dist/version.json')).toBe('no-store');
    expect(cdnCacheControl('/repo/dist/runtime.js')).toBe('no-cache');
    expect([...publicListOf(JSON.stringify(DEPLOY))]).toEqual(DEPLOY.public);
    expect([...publicListOf('{ not json')]).toEqual([]);
    expect([...publicListOf('{"public":"runtime.js"}')]).toEqual([]);
  });
});
