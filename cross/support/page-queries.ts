import type { CrossPage } from './engine.ts';

/** Polls `read` in the page until it returns `wanted` (a visitor's wait for what they see), or fails after `timeoutMs`. */
export async function waitFor<T>(page: CrossPage, read: () => T, wanted: T, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  let last: unknown;
  while (Date.now() - started < timeoutMs) {
    last = await page.evaluate(read);
    if (JSON.stringify(last) === JSON.stringify(wanted)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited ${timeoutMs} ms for ${JSON.stringify(wanted)}; last ${JSON.stringify(last)}`);
}

/** The middle of the element `selector` names, scrolled into view, in viewport CSS pixels (for a click). */
export async function centerOf(page: CrossPage, selector: string): Promise<{ x: number; y: number }> {
  return page.evaluate((wanted: string) => {
    const element = document.querySelector(wanted);
    if (!element) throw new Error(`no ${wanted}`);
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
}

/** Presses Tab until `selector` has focus (a keyboard user reaching it), at most `presses` times. */
export async function tabTo(page: CrossPage, selector: string, presses = 20): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    await page.press('Tab');
    if (await page.evaluate((wanted: string) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`Tab did not reach ${selector} in ${presses} presses`);
}
