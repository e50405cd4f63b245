import { readFileSync } from 'node:fs';
import { expect, runtimeSettled, test } from './support/test.ts';

/** The page docs/markup.md section 7 tells the renderer team to produce, exactly as the doc has it. */
function minimalPageFromDoc(): string {
  const doc = readFileSync('docs/markup.md', 'utf8');
  const section = doc.slice(doc.indexOf('## 7. A complete minimal page'), doc.indexOf('## 8. '));
  const html = /```html\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (!html) throw new Error('docs/markup.md section 7 has no html example');
  return html;
}

test('a page written from docs/markup.md alone is enhanced by the built runtime under the strict CSP', async ({ page, request, qa }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Served from the fixture origin with the fixture site's own policy, as a renderer's page would be.
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  await page.route('**/renderer-example.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': csp }, body: minimalPageFromDoc() }),
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/renderer-example.html');
  await runtimeSettled(page);

  const second = page.locator('#block-faq-button-2');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#block-faq-panel-2')).toHaveText('Sim, em até 30 dias após o recebimento, com a nota fiscal.');
  await expect(page.locator('#block-faq-button-1')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#block-faq-panel-1')).toBeHidden();
  expect(warnings).toEqual([]);
  expect(await qa.cspReports()).toEqual([]);
});
