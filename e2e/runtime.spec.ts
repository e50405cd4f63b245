import { htmlWithoutRuntime } from './support/page-html.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test('a second copy of the script warns "Detected second run" and mounts nothing twice', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/fixtures/second-run.html');
  await runtimeSettled(page);
  await expect.poll(() => warnings).toContain('Detected second run');
  expect(warnings.filter((text) => text === 'Detected second run')).toHaveLength(1);
  // Mounted once: one click opens the second item (twice would toggle it back closed).
  await page.locator('#block-faq-button-2').click();
  await expect(page.locator('#block-faq-button-2')).toHaveAttribute('aria-expanded', 'true');
});

test('teardown runs every destructor and leaves the page as its HTML was', async ({ page, browser, baseURL }) => {
  const original = await htmlWithoutRuntime(browser, baseURL ?? '', '/fixtures/kitchen-sink.html');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fixtures/kitchen-sink.html');
  await runtimeSettled(page);
  await page.locator('#block-faq-button-2').click();
  await page.getByRole('tab', { name: 'Jantar' }).click();
  // A failed newsletter submission leaves messages and marks, which teardown must take away.
  await page.locator('#news-email').fill('sem-arroba');
  await page.getByRole('button', { name: 'Assinar' }).click();
  await expect(page.locator('#block-news .form-field-error')).toBeVisible();
  await page.evaluate(() => window.SiteRuntime?.teardown());
  expect(await page.locator('main').innerHTML()).toBe(original);
  // Nothing is listening any more.
  await page.locator('#block-faq-button-2').click();
  await expect(page.locator('#block-faq-button-2')).toHaveAttribute('aria-expanded', 'false');
});

test('blocks the site owner’s script inserts later are mounted; removed ones go quietly', async ({ page }) => {
  // Toggles at once, so the second click is never inside the first one's animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fixtures/dynamic-blocks.html');
  await runtimeSettled(page);
  await page.getByRole('button', { name: 'Adicionar acordeão' }).click();
  await page.getByRole('button', { name: 'Adicionar acordeão' }).click();
  await runtimeSettled(page);
  const added = page.locator('#block-added-2 .accordion-item__click-target');
  await added.click();
  await expect(added).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#block-added-2-panel-1')).toHaveText('Resposta inserida pelo script do dono do site.');
  await page.getByRole('button', { name: 'Remover o primeiro bloco' }).click();
  await expect(page.locator('#block-added-1')).toHaveCount(0);
  await page.locator('#block-added-2 .accordion-item__click-target').click();
  await expect(page.locator('#block-added-2 .accordion-item__click-target')).toHaveAttribute('aria-expanded', 'false');
});

test('every fixture page runs under the strict CSP without a violation', async ({ page, qa, request }) => {
  const index = await request.get('/');
  const csp = index.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  for (const fixture of ['accordion', 'menu', 'kitchen-sink', 'dynamic-blocks', 'no-blocks', 'form', 'newsletter', 'form-captcha']) {
    await page.goto(`/fixtures/${fixture}.html`);
    await runtimeSettled(page);
  }
  await page.waitForTimeout(200);
  expect(await qa.cspReports()).toEqual([]);
});

test('the index lists every fixture with what it shows, and the accordion works from there', async ({ page }) => {
  const { readdirSync } = await import('node:fs');
  const fixtures = readdirSync('fixtures').filter((name) => name.endsWith('.html'));
  await page.goto('/');
  for (const fixture of fixtures) await expect(page.locator(`a[href$="/fixtures/${fixture}"]`).first()).toBeVisible();
  await page.locator('a[href$="/fixtures/accordion.html"]').first().click();
  await runtimeSettled(page);
  await page.locator('#block-faq-button-3').click();
  await expect(page.locator('#block-faq-button-3')).toHaveAttribute('aria-expanded', 'true');
});
