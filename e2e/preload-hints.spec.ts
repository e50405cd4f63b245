import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { filesOf, hashOf } from './support/built-chunks.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/**
 * The renderer's preload hints (docs/markup.md "Preload hints"), as the fixture server writes them from
 * dist/preload.json: the HTML names every file the page's blocks need, so the browser fetches them beside
 * runtime.js instead of one round trip after it, and the runtime's own import() and stylesheet link reuse
 * them. `?preload=0` is the same page from a renderer without hints.
 */

const PRELOAD = JSON.parse(readFileSync('dist/preload.json', 'utf8')) as Record<string, string[]>;
/** What the page's hints name: the every-page chunk's files, then its block's, each once. */
const hinted = (blockType: string): string[] => [...new Set([...(PRELOAD['every-page'] ?? []), ...(PRELOAD[blockType] ?? [])])].map((file) => `/dist/${file}`);

interface Sent {
  readonly initiator: string;
  readonly from?: string;
  readonly at: number;
}

/** Every request for a /dist/ file, by path, as Chromium sent it (Chrome DevTools Protocol), and when runtime.js had arrived. */
async function watchRuntimeRequests(page: Page): Promise<{ sent: Map<string, Sent[]>; runtimeArrived: () => number | undefined }> {
  const sent = new Map<string, Sent[]>();
  let runtimeRequest: string | undefined;
  let runtimeArrived: number | undefined;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, requestId, initiator, timestamp }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/dist/')) return;
    if (path === '/dist/runtime.js') runtimeRequest = requestId;
    const from = initiator.url ?? initiator.stack?.callFrames[0]?.url;
    sent.set(path, [...(sent.get(path) ?? []), { initiator: initiator.type, ...(from && { from: new URL(from).pathname }), at: timestamp }]);
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    if (requestId === runtimeRequest) runtimeArrived = timestamp;
  });
  return { sent, runtimeArrived: () => runtimeArrived };
}

async function serverCount(qa: QaClient, path: string): Promise<number> {
  return (await qa.requests({ path })).filter((request) => request.method === 'GET').length;
}

for (const { name, path, blockType } of [
  { name: 'accordion', path: '/examples/accordion/1.html', blockType: '69' },
  // The form's chunk has a stylesheet: preloaded, then linked by the runtime from the same cache entry.
  { name: 'form', path: '/examples/form/1.html', blockType: '9' },
]) {
  test(`${name}: with hints, the HTML parser asks for every file the block needs, each once, before runtime.js has even arrived`, async ({ page, qa }) => {
    const files = hinted(blockType);
    expect(files.length).toBeGreaterThan(1);
    // runtime.js takes 1.5 s: whatever is asked for meanwhile was not asked for by the runtime.
    await qa.fault({ path: '/dist/runtime.js', delayMs: 1500 });
    const { sent, runtimeArrived } = await watchRuntimeRequests(page);
    await page.goto(path);
    await runtimeSettled(page);
    await page.waitForLoadState('networkidle');

    const arrived = runtimeArrived();
    expect(arrived).toBeDefined();
    for (const file of files) {
      const requests = sent.get(file) ?? [];
      expect(requests, `${file}: one request, by the parser`).toEqual([{ initiator: 'parser', from: path, at: expect.any(Number) }]);
      expect(requests[0]?.at, `${file} asked for before runtime.js arrived`).toBeLessThan(arrived ?? 0);
      expect(await serverCount(qa, file), `${file} served once`).toBe(1);
    }
    // Nothing the page needs came from anywhere else: every chunk file requested is a hinted one.
    expect([...sent.keys()].filter((file) => file.startsWith('/dist/chunks/') && !files.includes(file))).toEqual([]);

    const stylesheets = files.filter((file) => file.endsWith('.css'));
    expect(stylesheets.length).toBe(name === 'form' ? 1 : 0);
    for (const file of stylesheets) {
      // The runtime linked it (first paint never waited for it) and it applies.
      const applied = await page.evaluate(
        (href) => [...document.styleSheets].some((sheet) => sheet.href !== null && new URL(sheet.href).pathname === href && sheet.cssRules.length > 0),
        file,
      );
      expect(applied, `${file} applies`).toBe(true);
      expect(await page.locator(`link[rel="stylesheet"][href$="${file.slice('/dist/'.length)}"]`).count()).toBe(1);
    }
  });
}

test('a gallery’s navigation is hinted where a gallery moves (slideshow, slider, carousel), never on grid or list pages, which never load it', async ({
  page,
}) => {
  // The navigation's own files: those no gallery or the every-page chunk need anyway.
  const own = (PRELOAD['gallery-navigation'] ?? []).filter((file) => ![...(PRELOAD['8'] ?? []), ...(PRELOAD['every-page'] ?? [])].includes(file));
  expect(own.length).toBeGreaterThan(0);
  const hintsOf = () => page.locator('link[rel="modulepreload"], link[rel="preload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const [fixture, moves] of [
    ['gallery-grid', false],
    ['gallery-list', false],
    ['gallery-autogrid', false],
    ['gallery-slideshow', true],
    ['gallery-carousel', true],
  ] as const) {
    const requested: string[] = [];
    const listen = (request: { url(): string }) => requested.push(new URL(request.url()).pathname);
    page.on('request', listen);
    await page.goto(`/fixtures/${fixture}.html`);
    await runtimeSettled(page);
    page.off('request', listen);
    const hints = await hintsOf();
    for (const file of PRELOAD['8'] ?? []) expect(hints, `${fixture}: block 8's ${file}`).toContain(`/dist/${file}`);
    for (const file of own) {
      expect(hints.includes(`/dist/${file}`), `${fixture}: ${file} hinted`).toBe(moves);
      expect(requested.includes(`/dist/${file}`), `${fixture}: ${file} loaded`).toBe(moves);
    }
  }
});

test('without hints (?preload=0) the entry asks for the same files itself, each once', async ({ page, qa }) => {
  const { sent } = await watchRuntimeRequests(page);
  await page.goto('/examples/accordion/1.html?preload=0');
  await runtimeSettled(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="modulepreload"], link[rel="preload"]').count()).toBe(0);
  await expect(page.locator('#block-faq-button-1')).toHaveAttribute('aria-expanded', 'true');
  for (const file of hinted('69')) {
    expect(
      (sent.get(file) ?? []).map(({ from }) => from),
      file,
    ).toEqual(['/dist/runtime.js']);
    expect(await serverCount(qa, file), `${file} served once`).toBe(1);
  }
});

/** The runtime's report of a failed chunk, less what differs from one load to the next. */
async function chunkReport(page: Page, qa: QaClient, url: string): Promise<unknown> {
  await page.goto(url);
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.errorReports()).length, { timeout: 5000 }).toBe(1);
  const [report] = await qa.errorReports();
  const { name, message, feature, block, chunk, neededBy } = report?.data ?? {};
  return { chunk: report?.chunk, data: { name, message, feature, block, chunk, neededBy } };
}

for (const { what, path, fault, failed } of [
  { what: "the accordion's own module", path: '/examples/accordion/1.html', fault: '/dist/chunks/accordion-*.js', failed: 'accordion' },
  // A file other than the chunk's own module is named by its file, and built files are named by hash alone.
  {
    what: "the form's stylesheet",
    path: '/examples/form/1.html',
    fault: '/dist/chunks/form-*.css',
    failed: hashOf(filesOf('form').find((file) => file.endsWith('.css')) ?? ''),
  },
]) {
  test(`a hinted file that fails (${what}, 404) gives the same ChunkLoadError and report as without hints`, async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
    consoleErrors.expect(/\[site-runtime\] (accordion|form) block #[\w-]+ was not enhanced: ChunkLoadError/);
    consoleErrors.expect(/Failed to fetch dynamically imported module/);
    await qa.fault({ path: fault, status: 404 });
    const withHints = await chunkReport(page, qa, path);
    expect(withHints).toMatchObject({ chunk: { type: 'missing' }, data: { name: 'ChunkLoadError', chunk: expect.stringContaining(failed) } });
    await qa.clear();
    await qa.fault({ path: fault, status: 404 });
    expect(await chunkReport(page, qa, `${path}?preload=0`)).toEqual(withHints);
  });
}

test("the cookie banner's files are hinted on a first visit, asked for by the parser with the every-page chunk; not once a choice is stored, nor under Sec-GPC where the policy is not restrictive", async ({
  page,
  qa,
}) => {
  const bannerFiles = (PRELOAD['cookie-banner'] ?? []).map((file) => `/dist/${file}`);
  // Its files no other key of preload.json lists: a page hints them for the banner alone.
  const bannerOnly = bannerFiles.filter(
    (file) => !Object.entries(PRELOAD).some(([key, files]) => key !== 'cookie-banner' && files.includes(file.slice('/dist/'.length))),
  );
  expect(bannerOnly.length).toBeGreaterThan(0);
  const hintedHere = async (): Promise<string[]> =>
    page
      .locator('link[rel="modulepreload"], link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  await qa.fault({ path: '/dist/runtime.js', delayMs: 1500 });
  const { sent, runtimeArrived } = await watchRuntimeRequests(page);
  await page.goto('/fixtures/cookie-banner.html');
  const banner = page.getByRole('region', { name: /cookies/i });
  await expect(banner).toBeVisible();
  expect(await hintedHere()).toEqual(expect.arrayContaining(bannerFiles));
  for (const file of bannerFiles) {
    const requests = sent.get(file) ?? [];
    expect(requests, `${file}: one request, by the parser`).toEqual([{ initiator: 'parser', from: '/fixtures/cookie-banner.html', at: expect.any(Number) }]);
    expect(requests[0]?.at, `${file} asked for before runtime.js arrived`).toBeLessThan(runtimeArrived() ?? 0);
  }

  await banner.getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await runtimeSettled(page);
  expect((await hintedHere()).filter((file) => bannerOnly.includes(file))).toEqual([]);

  // Sec-GPC: 1 is the visitor's refusal only where the policy is not restrictive (issue 39): the restrictive page still shows its banner.
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
  await page.reload();
  await runtimeSettled(page);
  await expect(banner).toBeVisible();
  expect(await hintedHere()).toEqual(expect.arrayContaining(bannerFiles));
  await page.goto('/fixtures/cookie-banner-unrestricted.html');
  await runtimeSettled(page);
  expect((await hintedHere()).filter((file) => bannerOnly.includes(file))).toEqual([]);
  await page.setExtraHTTPHeaders({});
  await page.reload();
  await runtimeSettled(page);
  expect(await hintedHere()).toEqual(expect.arrayContaining(bannerFiles));
});
