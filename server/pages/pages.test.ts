// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspNonce, responseCookie, siteContextOf, startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const HOSTILE = '"><script>alert(1)</script>';
const get = (url: string, cookies: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, cookies });

function expectHtmlPage(response: Awaited<ReturnType<typeof get>>, status = 200): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${cspNonce(response)}'`);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('index page', () => {
  it('lists every fixture with its title and description, the QA views and the scenarios', async () => {
    const response = await get('/');
    expectHtmlPage(response);
    expect(response.body).toContain('<a href="/fixtures/accordion.html">Acordeão &amp; menu</a> — Blocos de acordeão &lt;simples&gt;');
    expect(response.body).toContain('<a href="/fixtures/broken-context.html">Contexto quebrado</a>');
    expect(response.body).toContain('href="/__qa/"');
    expect(response.body).toContain('href="/__qa/errors"');
    expect(response.body).toContain('href="/__qa/scenario/isolation"');
  });

  it('is a published-site page: runtime script and a valid site context with the request origin', async () => {
    const response = await get('/?logout=true');
    expectHtmlPage(response);
    expect(response.body).toMatch(/<script nonce="[0-9a-f]+" type="module" async src="\/dist\/runtime.js"><\/script>/);
    expect(siteContextOf(response.body)).toEqual({
      website: {
        identifier: 'fixture-site',
        websiteType: 1,
        siteStatus: { value: 8 },
        developerMode: false,
        cloneable: false,
        baseUrl: 'http://localhost:80',
      },
      websiteSettings: {},
      websiteRoles: [],
      authenticatedAccount: null,
      collection: null,
      item: null,
      showAnnouncementBar: false,
      pageType: 2,
    });
  });

  it('reflects the fixture login like any rendered page', async () => {
    const response = await get('/', { fixture_account: 'owner' });
    expect(siteContextOf(response.body)).toMatchObject({ authenticatedAccount: { id: 'acct-owner' }, websiteRoles: [1] });
  });

  it('reads the fixtures directory at request time', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${server.rootDir}/fixtures/new.html`, '<title>Nova</title><meta name="description" content="Recém-chegada">');
    expect((await get('/')).body).toContain('<a href="/fixtures/new.html">Nova</a> — Recém-chegada');
  });
});

describe('not found', () => {
  it('is an HTML page of type 100 with the runtime, for unknown paths', async () => {
    const response = await get(`/no/such/page?x=${encodeURIComponent(HOSTILE)}`);
    expectHtmlPage(response, 404);
    expect(response.body).toContain('Página não encontrada');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('src="/dist/runtime.js"');
    expect(siteContextOf(response.body)).toMatchObject({ pageType: 100 });
  });

  it('shows the decoded path, escaped', async () => {
    const response = await get(`/${encodeURIComponent('<b>x</b>')}`);
    expect(response.body).toContain('<code>/&lt;b&gt;x&lt;/b&gt;</code>');
    expect(response.body).not.toContain('<b>x</b>');
  });

  it('is JSON under /api/', async () => {
    const response = await get('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Não encontrado.' });
  });
});

describe('/config/', () => {
  it('shows the decoded frameUrl and frames a same-site path', async () => {
    const response = await get(`/config/?frameUrl=${encodeURIComponent('/fixtures/accordion.html?a=1&b=2')}`);
    expectHtmlPage(response);
    expect(response.body).toContain('Painel de configuração');
    expect(response.body).toContain('<code data-param="frameUrl">/fixtures/accordion.html?a=1&amp;b=2</code>');
    expect(response.body).toContain('<iframe src="/fixtures/accordion.html?a=1&amp;b=2"');
  });

  it('shows but never frames another origin, and escapes what it shows', async () => {
    for (const frameUrl of ['//evil.example/', 'javascript:alert(1)', HOSTILE]) {
      const response = await get(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`);
      expect(response.body, frameUrl).not.toContain('<iframe');
      expect(response.body, frameUrl).not.toContain('<script>alert');
    }
  });
});

describe('commerce', () => {
  it('sends a cart to checkout with its token', async () => {
    const response = await get('/commerce/goto-checkout', { CART: 'tok en&1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/checkout?cartToken=tok%20en%261');
    const checkout = await get(response.headers.location ?? '');
    expectHtmlPage(checkout);
    expect(checkout.body).toContain('<dd data-param="cartToken">tok en&amp;1</dd>');
  });

  it('sends a cart value in the query (cartToken) to checkout, before the cookie', async () => {
    const response = await get('/commerce/goto-checkout?cartToken=valor%201', { CART: 'do-cookie' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/checkout?cartToken=valor%201');
    expect((await get('/commerce/goto-checkout?cartToken=valor-2')).headers.location).toBe('/checkout?cartToken=valor-2');
  });

  it('says the cart session expired without a cart cookie or value', async () => {
    const response = await get('/commerce/goto-checkout');
    expectHtmlPage(response);
    expectHtmlPage(await get('/commerce/goto-checkout?cartToken='));
    expect(response.body).toContain('Sua sessão de compra expirou ou os cookies não estão habilitados');
  });

  it('shows the parameters of subscribe, donate and gift card checkouts, escaped', async () => {
    const subscribe = await get(`/checkout/subscribe?cartToken=${encodeURIComponent(HOSTILE)}`);
    expectHtmlPage(subscribe);
    expect(subscribe.body).toContain('<dd data-param="cartToken">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</dd>');
    const donate = await get('/checkout/donate?donatePageId=abc');
    expect(donate.body).toContain('<dd data-param="donatePageId">abc</dd>');
    const giftcard = await get('/checkout/giftcard?websiteId=w1&giftCardProductId=p1');
    expectHtmlPage(giftcard);
    expect(giftcard.body).toContain('<dd data-param="websiteId">w1</dd>');
    expect(giftcard.body).toContain('<dd data-param="giftCardProductId">p1</dd>');
    expect(giftcard.body).toContain('<dd data-param="sku"></dd>');
    expect((await get('/checkout/giftcard?websiteId=w1&giftCardProductId=p1&sku=SQ1234567')).body).toContain('<dd data-param="sku">SQ1234567</dd>');
  });

  it('answers 400 when a required parameter is missing', async () => {
    const response = await get('/checkout/donate');
    expectHtmlPage(response, 400);
    expect(response.body).toContain('Parâmetro obrigatório ausente: donatePageId.');
    expect((await get('/checkout/giftcard?websiteId=w1')).statusCode).toBe(400);
  });
});

describe('billing, search and collection pages', () => {
  it('serves the billing pages', async () => {
    expectHtmlPage(await get('/settings/billing/billing/upgrade'));
    expectHtmlPage(await get('/settings/billing/billing/website/change-plan'));
  });

  it('serves the search page (type 102) with escaped query and matching fixtures', async () => {
    const response = await get(`/search?q=${encodeURIComponent('acordeão')}`);
    expectHtmlPage(response);
    expect(siteContextOf(response.body)).toMatchObject({ pageType: 102 });
    expect(response.body).toContain('src="/dist/runtime.js"');
    expect(response.body).toContain('<a href="/fixtures/accordion.html">');
    expect(response.body).toContain('<div class="sqs-block search-block" data-block-type="33" id="block-busca">');
    const hostile = await get(`/search?q=${encodeURIComponent(HOSTILE)}`);
    expect(hostile.body).not.toContain('<script>alert');
    expect(hostile.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('serves /pages/ with a 24-character lowercase hex id and 404s otherwise', async () => {
    const page = await get('/pages/0123456789abcdef01234567');
    expectHtmlPage(page);
    expect(page.body).toContain('<code data-param="id">0123456789abcdef01234567</code>');
    for (const id of ['0123456789ABCDEF01234567', '0123456789abcdef0123456', '0123456789abcdef012345678', 'zzzzzzzzzzzzzzzzzzzzzzzz']) {
      expectHtmlPage(await get(`/pages/${id}`), 404);
    }
  });

  it('serves /eventos at the month its calendar links name (MM-YYYY), else this month, with the runtime', async () => {
    const may = await get('/eventos?month=05-2025');
    expectHtmlPage(may);
    expect(may.body).toContain('data-block-json="{&quot;collectionId&quot;:&quot;5f0c1a2b3c4d5e6f7a8b9c66&quot;,&quot;month&quot;:&quot;2025-05&quot;}"');
    expect(may.body).toContain('<caption>Maio de 2025</caption>');
    expect(may.body).toContain('src="/dist/runtime.js"');
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    for (const url of ['/eventos', '/eventos?month=2025-05', `/eventos?month=${encodeURIComponent(HOSTILE)}`]) {
      const page = await get(url);
      expectHtmlPage(page);
      expect(page.body, url).toContain(`&quot;month&quot;:&quot;${month}&quot;`);
    }
  });

  it('hands a crumb cookie to every page', async () => {
    expect(responseCookie(await get('/settings/billing/billing/upgrade'), 'crumb')?.value).toMatch(/^[0-9a-f]{32}$/);
  });
});
