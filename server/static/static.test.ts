// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from '../csp.ts';
import { FIXTURE_CONTEXT, ROOT_FILES, cspNonce, siteContextOf, startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('/dist', () => {
  it('serves every public file, content-hashed chunks too, to be fetched again on each use (a QA fault must reach every load)', async () => {
    const chunk = await server.app.inject({ method: 'GET', url: '/dist/chunks/abc123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toContain('javascript');
    expect(chunk.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['etag']).toBeUndefined();
    expect(chunk.headers['last-modified']).toBeUndefined();
    expect(chunk.body).toBe(ROOT_FILES['dist/chunks/abc123.js']);
    const runtime = await server.app.inject({ method: 'GET', url: '/dist/runtime.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['cache-control']).toBe('no-cache');
  });

  it('serves no file a deploy keeps off the public path: source maps, the manifest, the renderer’s hints', async () => {
    const files = {
      ...ROOT_FILES,
      'dist/maps/runtime.js.map': '{}',
      'dist/maps/chunks/abc123.js.map': '{}',
      'dist/preload.json': '{}',
      'dist/deploy.json': '{}',
    };
    await server.close();
    server = await startTestServer(files);
    for (const url of [
      '/dist/maps/runtime.js.map',
      '/dist/maps/chunks/abc123.js.map',
      '/dist/.vite/manifest.json',
      '/dist/preload.json',
      '/dist/deploy.json',
      '/dist/manifest.json',
    ])
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('answers HEAD for chunks (the runtime probes a failed chunk with HEAD)', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/dist/chunks/def456.js' });
    expect(response.statusCode).toBe(200);
  });

  // (Encoded slashes: a literal ../ would already be resolved by the URL parser before routing.)
  it('404s with JSON for missing files and refuses to leave the directory', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/dist/chunks/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Não encontrado.' });
    const escape = await server.app.inject({ method: 'GET', url: '/dist/..%2Ffixtures%2Faccordion.html' });
    expect([403, 404]).toContain(escape.statusCode);
    expect(escape.body).not.toContain('Acordeão');
  });

  it('starts without dist/ and answers 404 there', async () => {
    const bare = await startTestServer({ 'fixtures/a.html': '<title>A</title>' });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/dist/runtime.js' })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/fixtures/a.html' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('/fixtures', () => {
  it('serves fixture HTML with the CSP, a nonce on every script and style without one, no-store and a crumb', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const nonce = cspNonce(response);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data: blob:; ` +
        `font-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; ` +
        `frame-ancestors 'self'; report-uri ${CSP_REPORT_PATH}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(response.body).toContain(`<script nonce="${nonce}" type="application/json" id="site-context">`);
    expect(response.body).toContain(`<script nonce="${nonce}" type="module" src="/dist/runtime.js">`);
    expect(response.body).toContain('<script nonce="wrong-on-purpose">');
    const crumb = response.cookies.find((cookie) => cookie.name === 'crumb');
    expect(crumb?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(crumb).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(crumb?.httpOnly).toBeUndefined();
  });

  it('lets a page whose site has an https domain elsewhere call it (secure mode): connect-src names it, and the context keeps it', async () => {
    const secure = await startTestServer({
      'fixtures/secure.html': '<!--fixture\n{"title":"S","context":{"website":{"baseUrl":"https://loja.site.test"}}}\n-->\n<main></main>',
    });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/fixtures/secure.html' });
      expect(response.headers['content-security-policy']).toContain("; connect-src 'self' https://loja.site.test; ");
      expect(siteContextOf(response.body)).toMatchObject({ website: { baseUrl: 'https://loja.site.test' } });
      // An ordinary fixture, with the fixture site's own http address: no other origin.
      const plain = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html' });
      expect(plain.headers['content-security-policy']).toContain("; connect-src 'self'; ");
    } finally {
      await secure.close();
    }
  });

  it('uses a new nonce per response and keeps an existing crumb', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html' });
    const second = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html', cookies: { crumb: 'kept' } });
    expect(cspNonce(first)).not.toBe(cspNonce(second));
    expect(second.cookies.find((cookie) => cookie.name === 'crumb')).toBeUndefined();
  });

  it('leaves the context alone for a visitor', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html' });
    expect(siteContextOf(response.body)).toEqual(FIXTURE_CONTEXT);
  });

  it('reflects the fixture_account login in the site context', async () => {
    const owner = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html', cookies: { fixture_account: 'owner' } });
    expect(siteContextOf(owner.body)).toEqual({
      ...FIXTURE_CONTEXT,
      authenticatedAccount: { id: 'acct-owner', displayName: 'Dona do Site', email: 'dona@example.com' },
      websiteRoles: [1],
    });
    const viewer = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html', cookies: { fixture_account: 'viewer' } });
    expect(siteContextOf(viewer.body)).toMatchObject({ authenticatedAccount: { id: 'acct-viewer' }, websiteRoles: [10] });
    const unknown = await server.app.inject({ method: 'GET', url: '/fixtures/accordion.html', cookies: { fixture_account: 'admin' } });
    expect(siteContextOf(unknown.body)).toEqual(FIXTURE_CONTEXT);
  });

  it('keeps an account the fixture sets itself, and malformed context JSON untouched', async () => {
    const owner = await server.app.inject({ method: 'GET', url: '/fixtures/owner.html', cookies: { fixture_account: 'owner' } });
    expect(siteContextOf(owner.body)).toMatchObject({ authenticatedAccount: { id: 'acct-fixture' }, websiteRoles: [4] });
    const broken = await server.app.inject({ method: 'GET', url: '/fixtures/broken-context.html', cookies: { fixture_account: 'owner' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('id="site-context">{ not json</script>');
  });

  it('serves non-HTML files as they are, without the page CSP', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/fixtures/assets/block.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ROOT_FILES['fixtures/assets/block.js']);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('answers the not-found page for missing fixtures and paths outside the directory', async () => {
    for (const url of ['/fixtures/missing.html', '/fixtures/..%2Fprivate%2Fsecret.html', '/fixtures/..%2Fprivate%2Fnotes.txt', '/fixtures/assets']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('Segredo');
    }
    const missing = await server.app.inject({ method: 'GET', url: '/fixtures/missing.html' });
    expect(missing.body).toContain('Página não encontrada');
  });
});
