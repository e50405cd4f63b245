import { expectAxeClean } from './support/axe.ts';
import { censusHits, dataOf } from './support/census.ts';
import { analyticsEvents, recordPixels } from './support/pixels.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

// The pixel events of docs/markup.md §4 "Pixel events" (SR §7), each on `siteruntime:pixel` and recorded as the
// analytics event of its name, and the census heartbeat (6.22). The search pixel and site search are in search.spec.ts.

const PRODUCT = '/fixtures/product.html';
const PRODUCT_DATA = { productId: '5f0c1a2b3c4d5e6f7a8b9c44', productUrl: '/loja/caneca-azul', collectionId: '5f0c1a2b3c4d5e6f7a8b9c33' };

test.describe('productPageView', () => {
  test('a product page fires it once with its page view, with the context’s product data, recorded as an analytics event', async ({ page, qa }) => {
    const pixels = await recordPixels(page);
    await page.goto(PRODUCT);
    await runtimeSettled(page);
    await expect.poll(() => pixels).toEqual([{ name: 'productPageView', data: PRODUCT_DATA }]);
    expect(await censusHits(qa, '1')).toHaveLength(1);
    await expect
      .poll(() => analyticsEvents(qa))
      .toEqual([{ event: 'productPageView', data: expect.objectContaining({ ...PRODUCT_DATA, pagePath: PRODUCT, websiteId: '5f0c1a2b3c4d5e6f7a8b9c0d' }) }]);
    await page.waitForTimeout(500);
    expect(pixels).toHaveLength(1);
    await expectAxeClean(page);
  });

  test('an item of another collection (a blog post) fires none, though its page view is recorded', async ({ page, qa }) => {
    const pixels = await recordPixels(page);
    await page.goto('/fixtures/tracking.html');
    await runtimeSettled(page);
    await expect.poll(async () => (await censusHits(qa, '1')).length).toBe(1);
    await page.waitForTimeout(500);
    expect(pixels).toEqual([]);
  });

  test('a visitor who refused tracking fires none', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: baseURL ?? '' }]);
    const pixels = await recordPixels(page);
    await page.goto(PRODUCT);
    await runtimeSettled(page);
    await page.waitForTimeout(2500);
    expect(pixels).toEqual([]);
  });
});

test('addToCart: the cart bundle adds one more mug through its context’s addToCart, the pixel event with its item', async ({ page, qa }) => {
  const pixels = await recordPixels(page);
  await page.goto('/fixtures/cart.html');
  await runtimeSettled(page);
  await expect(page.locator('[data-cart-root]')).toHaveAttribute('data-cart-bundle', 'mounted');
  const add = page.getByRole('button', { name: 'Mais uma Caneca' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Caneca: mais 1 no carrinho.');
  await expect(page.locator('[data-cart-quantity]')).toHaveText('3');
  const item = { productId: 'caneca', sku: 'SQ0000002', quantity: 1 };
  expect(pixels).toEqual([{ name: 'addToCart', data: item }]);
  await expect
    .poll(async () => (await analyticsEvents(qa)).filter((event) => event.event === 'addToCart'))
    .toEqual([{ event: 'addToCart', data: expect.objectContaining({ ...item, pagePath: '/fixtures/cart.html' }) }]);
  await expectAxeClean(page);
  // Teardown gives the bundle's HTML back.
  await page.evaluate(() => window.SiteRuntime?.teardown());
  await expect(page.locator('[data-cart-quantity]')).toHaveText('2');
});

test('createCustomerAccount: the account page opens the new account’s first session with signIn({ newAccount: true })', async ({ page, qa }) => {
  const pixels = await recordPixels(page);
  await page.goto('/fixtures/member-login.html');
  await runtimeSettled(page);
  // What the platform's account page does once its own call has created the account (the fixture site has it already).
  const signIn = (details: object) => page.evaluate((argument) => window.SiteRuntime?.signIn(argument as never), details);
  await signIn({ email: 'visitante@example.com', password: 'senha-fixture' });
  expect(pixels).toEqual([]);
  await signIn({ email: 'visitante@example.com', password: 'senha-fixture', newAccount: true });
  expect(pixels).toEqual([{ name: 'createCustomerAccount', data: {} }]);
  // The session calls carry the login payload only.
  const logins = await qa.requests({ path: '/api/site-users/account/session', method: 'POST' });
  expect(logins.map((login) => login.body)).toEqual(Array(2).fill({ email: 'visitante@example.com', password: 'senha-fixture', rememberMe: false }));
  // Both sign-ins, and the new account's pixel event (keepalive requests: in whatever order they arrive).
  await expect
    .poll(async () => (await analyticsEvents(qa)).map((event) => event.event).sort())
    .toEqual(['createCustomerAccount', 'site_user_sign_in', 'site_user_sign_in']);
});

test.describe('census heartbeat (10)', () => {
  test('at each 30 s mark of the page’s first 10 minutes at which it is visible, with the page-hit data then', async ({ page, qa, context }) => {
    await page.clock.install();
    await page.goto(PRODUCT);
    await runtimeSettled(page);
    await expect.poll(async () => (await censusHits(qa, '1')).length).toBe(1);
    expect(await censusHits(qa, '10')).toEqual([]);
    await page.clock.runFor(30_000);
    await expect.poll(async () => (await censusHits(qa, '10')).length).toBe(1);
    const [beat] = await censusHits(qa, '10');
    expect(Object.keys(beat ?? {})).toEqual(['event', 'data', 'ss_cvr']);
    expect(beat?.['ss_cvr']).toBe((await context.cookies()).find((cookie) => cookie.name === 'ss_cvr')?.value);
    const [view] = await censusHits(qa, '1');
    expect(dataOf(beat)).toEqual({ ...dataOf(view), clientDate: expect.any(Number) });
    expect(Number(dataOf(beat)['clientDate'])).toBeGreaterThan(Number(dataOf(view)['clientDate']));

    // Hidden (headless Chromium keeps every page visible: the page's visibility is stood in for), its marks pass without a beat.
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true });
        Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.clock.runFor(60_000);
    await page.waitForTimeout(300);
    expect(await censusHits(qa, '10')).toHaveLength(1);
    await setHidden(false);
    await page.clock.runFor(30_000);
    await expect.poll(async () => (await censusHits(qa, '10')).length).toBe(2);

    // Its 20 marks are 10 minutes: the two hidden ones gave no beat, and none comes after.
    await page.clock.runFor(20 * 30_000);
    await expect.poll(async () => (await censusHits(qa, '10')).length).toBe(18);
    await page.clock.runFor(10 * 30_000);
    await page.waitForTimeout(500);
    expect(await censusHits(qa, '10')).toHaveLength(18);
    await expectAxeClean(page);
  });

  test('none on the search page, which counts no page view', async ({ page, qa }) => {
    await page.clock.install();
    await page.goto('/search?q=bolo');
    await runtimeSettled(page);
    await page.clock.runFor(90_000);
    await page.waitForTimeout(500);
    expect(await censusHits(qa, '10')).toEqual([]);
  });
});
