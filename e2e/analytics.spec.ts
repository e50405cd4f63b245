import type { BrowserContext } from '@playwright/test';
import type { RecordedRequest } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const RECORD_EVENT = '/api/events/RecordEvent';

async function crumb(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
}

/** The internal tracking fields every event carries (the fixture site's base context). */
const PAGE_FIELDS = { websiteId: '', templateId: '', variantId: '', memberAccountId: '', pageHash: '', member_locale: '', website_locale: 'pt-BR' };

test('a newsletter signup is the pixel event and a product analytics event of the same name, form-encoded', async ({ page, context, qa }) => {
  const pixels: unknown[] = [];
  await page.exposeFunction('recordPixel', (detail: unknown) => pixels.push(detail));
  await page.addInitScript(() =>
    addEventListener('siteruntime:pixel', (event) => (window as unknown as { recordPixel(d: unknown): void }).recordPixel((event as CustomEvent).detail)),
  );
  await page.goto('/fixtures/newsletter.html');
  await runtimeSettled(page);
  const block = page.locator('#block-news');
  await block.getByLabel('E-mail').fill('ana@exemplo.com');
  await block.getByRole('button', { name: 'Assinar' }).click();
  await expect(block.getByText('Inscrição confirmada.')).toBeVisible();

  await expect.poll(async () => (await qa.requests({ path: RECORD_EVENT })).length).toBe(1);
  const [event] = await qa.requests({ path: RECORD_EVENT });
  expect(event?.status).toBe(200);
  expect(event?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  const fields = event?.body as Record<string, string>;
  expect(Object.keys(fields).sort()).toEqual(['crumb', 'data', 'event', 'eventSource', 'sourceEnvironment']);
  expect(fields).toMatchObject({ event: 'newsletterSubscribe', eventSource: 'WEB', sourceEnvironment: 'prod', crumb: await crumb(context) });
  expect(JSON.parse(fields.data ?? '')).toMatchObject({ pagePath: '/fixtures/newsletter.html', websiteId: '5f0c1a2b3c4d5e6f7a8b9c0d' });
  expect(pixels).toEqual([{ name: 'newsletterSubscribe', data: {} }]);
});

test('SiteRuntime.trackInternalEvent posts through the older JSON client: crumb header, 202, pagePath without its trailing slash', async ({
  page,
  context,
  qa,
}) => {
  await page.goto('/fixtures/no-blocks.html#rodape');
  await runtimeSettled(page);
  const answer = await page.evaluate(() => window.SiteRuntime?.trackInternalEvent('feed_url_copy', { feedUrl: '/blog?format=rss', pagePath: '/blog/' }));
  expect(answer).toBeUndefined();
  const [event] = await qa.requests({ path: RECORD_EVENT });
  expect(event?.status).toBe(202);
  expect(event?.headers['content-type']).toMatch(/^application\/json/);
  expect(event?.headers['x-csrf-token']).toBe(await crumb(context));
  expect(event?.body).toEqual({
    event: 'feed_url_copy',
    eventSource: 'WEB',
    sourceEnvironment: 'prod',
    data: { ...PAGE_FIELDS, websiteId: expect.any(String), pageHash: '#rodape', feedUrl: '/blog?format=rss', pagePath: '/blog' },
  });

  // Only the four names of site-runtime.md §7.
  const refused = await page.evaluate(() => window.SiteRuntime?.trackInternalEvent('qualquer_clique').catch((error: Error) => error.name));
  expect(refused).toBe('TypeError');
  expect(await qa.requests({ path: RECORD_EVENT })).toHaveLength(1);
});

test('under the restrictive policy without consent no event is sent', async ({ page, qa }) => {
  await page.goto('/fixtures/tracking-restrictive.html');
  await runtimeSettled(page);
  await page.evaluate(() => window.SiteRuntime?.trackInternalEvent('inventory_panel_click', {}));
  await page.waitForTimeout(300);
  expect(await qa.requests({ path: RECORD_EVENT })).toEqual([]);
});

test('a page without a host name (an about:srcdoc preview) sends events without the environment and reports it missing, once', async ({ page, qa }) => {
  await page.goto('/fixtures/no-blocks.html');
  await runtimeSettled(page);
  // The page's own context and nonce, in a srcdoc frame: same origin, no host name.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Pré-visualização';
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    const context = document.getElementById('site-context')?.textContent ?? '{}';
    frame.srcdoc = `<!doctype html><html lang="pt-BR"><head><script type="application/json" id="site-context">${context}</script><script type="module" nonce="${nonce}" src="/dist/runtime.js"></script></head><body><p>Prévia</p></body></html>`;
    document.body.append(frame);
  });
  const frame = page.frameLocator('iframe[title="Pré-visualização"]');
  await expect(frame.getByText('Prévia')).toBeVisible();
  const preview = page.frames().find((candidate) => candidate.url() === 'about:srcdoc')!;
  await preview.waitForFunction(() => window.SiteRuntime !== undefined);
  expect(await preview.evaluate(() => location.hostname)).toBe('');
  await preview.evaluate(async () => {
    await window.SiteRuntime?.trackInternalEvent('feed_url_copy', {});
    await window.SiteRuntime?.trackInternalEvent('feed_url_copy', {});
  });

  const events: RecordedRequest[] = await qa.requests({ path: RECORD_EVENT });
  expect(events.map((event) => event.status)).toEqual([202, 202]);
  for (const event of events) {
    expect(event.body).toMatchObject({ event: 'feed_url_copy', eventSource: 'WEB' });
    expect(event.body).not.toHaveProperty('sourceEnvironment');
  }
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data.name), { timeout: 5000 }).toEqual(['EnvironmentError']);
  const [report] = await qa.errorReports();
  expect(report?.eventName).toBe('interface_error_site-runtime');
  expect(report?.data).toMatchObject({ message: 'No environment value: the page address has no host name (about:srcdoc)', feature: 'site-api' });
});
