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

/**
 * The middle of the first element `selector` names (whose accessible label, its aria-label or else its trimmed
 * text, is `text`, when given: a button by its name), scrolled into view, in viewport CSS pixels (for a click).
 */
export async function centerOf(page: CrossPage, selector: string, text?: string): Promise<{ x: number; y: number }> {
  return page.evaluate(
    (wanted: string, label: string | null) => {
      const element = [...document.querySelectorAll(wanted)].find(
        (candidate) => label === null || (candidate.getAttribute('aria-label') ?? candidate.textContent)?.trim() === label,
      );
      if (!element) throw new Error(`no ${wanted} ${label ?? ''}`);
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    selector,
    text ?? null,
  );
}

/** Presses Tab until an element `selector` names (labelled `text`, when given: aria-label or text) has focus, at most `presses` times. */
export async function tabTo(page: CrossPage, selector: string, text?: string, presses = 30): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    await page.press('Tab');
    const reached = await page.evaluate(
      (wanted: string, label: string | null) => {
        const focused = document.activeElement;
        return !!focused?.matches(wanted) && (label === null || (focused.getAttribute('aria-label') ?? focused.textContent)?.trim() === label);
      },
      selector,
      text ?? null,
    );
    if (reached) return;
  }
  throw new Error(`Tab did not reach ${selector} ${text ?? ''} in ${presses} presses`);
}
