import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { htmlWithoutRuntime } from './support/page-html.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const faq = (page: import('@playwright/test').Page) => page.locator('#block-faq .accordion-item__click-target');
const faqPanels = (page: import('@playwright/test').Page) => page.locator('#block-faq .accordion-item__dropdown');

declare global {
  interface Window {
    __animations?: { panel: string; duration: number; from?: string; to?: string }[];
  }
}

/** Records every Element.animate call from now on, so durations are checked without racing the clock. */
async function recordAnimations(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    const calls: NonNullable<Window['__animations']> = [];
    window.__animations = calls;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const heights = (keyframes as { height: string[] }).height;
      const duration = typeof options === 'number' ? options : Number(options?.duration);
      calls.push({ panel: this.id, duration, ...(heights[0] === '0px' ? { from: '0px' } : { to: '0px' }) });
      return animate.call(this, keyframes, options);
    };
  });
}

async function recordedAnimations(page: import('@playwright/test').Page) {
  const calls = await page.evaluate(() => window.__animations ?? []);
  return calls.sort((a, b) => a.panel.localeCompare(b.panel));
}

test.describe('accordion block (69)', () => {
  test('mounts with no layout shift and is axe clean', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/fixtures/accordion.html');
    await runtimeSettled(page);
    expect(await layoutShift(page)).toBe(0);
    await expect(faq(page).first()).toHaveAttribute('aria-expanded', 'true');
    await expectAxeClean(page);
  });

  test('opening an item closes the others, with a 250 ms animation', async ({ page }) => {
    await page.goto('/fixtures/accordion.html');
    await runtimeSettled(page);
    await recordAnimations(page);
    await faq(page).nth(1).click();
    await expect(faq(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq(page).nth(0)).toHaveAttribute('aria-expanded', 'false');
    // One panel closes, one opens, both over 250 ms.
    expect(await recordedAnimations(page)).toEqual(
      [
        { panel: 'block-faq-panel-2', duration: 250, from: '0px' },
        { panel: 'block-faq-panel-1', duration: 250, to: '0px' },
      ].sort((a, b) => a.panel.localeCompare(b.panel)),
    );
    await expect(faqPanels(page).nth(0)).toBeHidden();
    await expect(faqPanels(page).nth(1)).toBeVisible();
  });

  test('after animated opening and closing, teardown gives the HTML back exactly (no empty style left)', async ({ page, browser, baseURL }) => {
    const original = await htmlWithoutRuntime(browser, baseURL ?? '', '/fixtures/accordion.html');
    await page.goto('/fixtures/accordion.html');
    await runtimeSettled(page);
    await faq(page).nth(1).click();
    await expect(faqPanels(page).nth(0)).toBeHidden();
    await faq(page).nth(0).click();
    await expect(faqPanels(page).nth(1)).toBeHidden();
    await page.evaluate(() => window.SiteRuntime?.teardown());
    expect(await page.locator('main').innerHTML()).toBe(original);
  });

  test('clicks while animating are ignored', async ({ page }) => {
    await page.goto('/fixtures/accordion.html');
    await runtimeSettled(page);
    // The second click comes while the first one's 250 ms animation runs. Both in one task: a timer
    // between them could fire after the animation on a loaded machine, and the test would flake.
    await page.evaluate(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('#block-faq .accordion-item__click-target');
      buttons[1]?.click();
      buttons[2]?.click();
    });
    await expect(faqPanels(page).nth(1)).toBeVisible();
    await expect(faq(page).nth(2)).toHaveAttribute('aria-expanded', 'false');
    // Once the animation is over (the first panel is hidden) clicks count again.
    await expect(faqPanels(page).nth(0)).toBeHidden();
    await faq(page).nth(2).click();
    await expect(faq(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
  });

  test('data-allow-multiple-open-items keeps other items open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/accordion.html');
    await runtimeSettled(page);
    const buttons = page.locator('#block-details .accordion-item__click-target');
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('works by keyboard alone: Tab, Enter, Space, arrows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/accordion.html');
    await runtimeSettled(page);
    await page.locator('header a').focus();
    await page.keyboard.press('Tab');
    await expect(faq(page).nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(faq(page).nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(faq(page).nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(faq(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(faq(page).nth(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(faq(page).nth(0)).toBeFocused();
    // Reopening the first item closes the second; its link is next in the tab order.
    await page.keyboard.press('Enter');
    await expect(faq(page).nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq(page).nth(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(page.locator('#block-faq-panel-1 a')).toBeFocused();
  });

  test('honours prefers-reduced-motion: no animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/accordion.html');
    await runtimeSettled(page);
    await faq(page).nth(2).click();
    const animations = await faqPanels(page).evaluateAll((panels) => panels.flatMap((panel) => panel.getAnimations()).length);
    expect(animations).toBe(0);
    await expect(faqPanels(page).nth(2)).toBeVisible();
    await faq(page).nth(1).click();
    await expect(faq(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test("an iframe in a panel loads once: the block never moves the site owner's nodes (mount, use, teardown)", async ({ page, qa }) => {
    await page.goto('/examples/accordion/4.html');
    await runtimeSettled(page);
    const frame = page.frameLocator('#block-visit-panel-1 iframe');
    await expect(frame.locator('p')).toHaveText('Rua das Flores, 123 — São Paulo');
    await page.locator('#block-visit-button-2').click();
    // A click while an item animates is ignored (250 ms): the next one waits for the first panel to close.
    await expect(page.locator('#block-visit-panel-1')).toBeHidden();
    await page.locator('#block-visit-button-1').click();
    await expect(page.locator('#block-visit-panel-1')).toBeVisible();
    await page.evaluate(() => window.SiteRuntime?.teardown());
    await expect(frame.locator('p')).toHaveText('Rua das Flores, 123 — São Paulo');
    expect(await qa.requests({ path: '/fixtures/assets/embedded-map.html' })).toHaveLength(1);
  });
});
