/**
 * What every registered block promises, checked on each of its examples (src/registry.ts,
 * examplesFile): the page is accessible and does not move when the block mounts, a keyboard user sees
 * where focus is, the block keeps its pre-rendered HTML when its chunk is missing, and teardown gives
 * the HTML back exactly. Each block's own behaviour is in its own spec.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENTED_FEATURES, examplesFile, parseExamples } from '../src/registry.ts';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { htmlWithoutRuntime } from './support/page-html.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

// Narrow enough for the mobile info bar (1024 px or less), wide enough for every other layout.
test.use({ viewport: { width: 800, height: 900 } });

/** Tabs until focus is in the example (its main, or a dialog it opened); the focused element's outline and shadow then. */
async function tabIntoExample(page: import('@playwright/test').Page): Promise<{ outline: string; shadow: string } | undefined> {
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || !element.closest('main, dialog, [role="dialog"], [role="alertdialog"]')) return undefined;
      const style = getComputedStyle(element);
      return { outline: `${style.outlineStyle} ${style.outlineWidth}`, shadow: style.boxShadow };
    });
    if (focus) return focus;
  }
  return undefined;
}

for (const feature of DOCUMENTED_FEATURES) {
  const examples = parseExamples(readFileSync(examplesFile(feature), 'utf8'));
  examples.forEach((example, index) => {
    const path = `/examples/${feature.name}/${index + 1}.html`;

    test.describe(`${feature.name}, example ${index + 1} (${example.title})`, () => {
      test('is accessible, moves nothing when it mounts, and shows keyboard focus', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await recordLayoutShifts(page);
        await page.goto(path);
        await runtimeSettled(page);
        expect(await layoutShift(page)).toBe(0);
        await expectAxeClean(page);
        // Every example has something to operate (a link at least), so the check cannot pass for want of one.
        const focus = await tabIntoExample(page);
        expect(focus, 'Tab reaches the example').toBeDefined();
        expect(focus?.outline === 'none 0px' && focus.shadow === 'none', `visible focus (${JSON.stringify(focus)})`).toBe(false);
      });

      test('keeps its pre-rendered HTML when its chunk answers 404', async ({ page, qa, browser, baseURL, consoleErrors }) => {
        consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
        consoleErrors.expect(new RegExp(`\\[site-runtime\\] ${feature.name} block.* was not enhanced`));
        const original = await htmlWithoutRuntime(browser, baseURL ?? '', path);
        await qa.fault({ path: `/dist/chunks/${feature.name}-*.js`, status: 404 });
        const loads = countLoads(page);
        await page.goto(path);
        // Missing: the page is reloaded once (docs/markup.md "When a chunk fails"), then the block keeps its HTML.
        await expect.poll(loads, { timeout: 10_000 }).toBe(2);
        await runtimeSettled(page);
        // A form's HTML cannot reach the platform alone: it also gets the one-line fallback, before its content.
        const fallback = page.locator('main .site-runtime-fallback');
        await expect(fallback).toHaveCount(['form', 'newsletter'].includes(feature.name) ? 1 : 0);
        const html = await page.locator('main').evaluate((main) => {
          const copy = main.cloneNode(true) as HTMLElement;
          for (const line of copy.querySelectorAll('.site-runtime-fallback')) line.remove();
          return copy.innerHTML;
        });
        expect(html).toBe(original);
        await expect.poll(async () => (await qa.errorReports()).map((report) => report.chunk?.type)).toContain('missing');
      });

      test('teardown gives its HTML back exactly', async ({ page, browser, baseURL }) => {
        const original = await htmlWithoutRuntime(browser, baseURL ?? '', path);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await runtimeSettled(page);
        await page.evaluate(() => window.SiteRuntime?.teardown());
        expect(await page.locator('main').innerHTML()).toBe(original);
        await expect(page.locator('body > :not(header, main, footer, script)')).toHaveCount(0);
      });
    });
  });
}
