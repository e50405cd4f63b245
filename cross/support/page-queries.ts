import type { CrossPage } from './engine.ts';

/** How long a visitor's wait lasts before a spec fails. */
const WAIT_MS = 5_000;

/**
 * Polls `read(...args)` in the page until `accept` takes what it returns (a visitor's wait for what they see),
 * and resolves with it, or fails after 5 s. A read cut short by a navigation (a link followed) counts as not
 * yet: the next asks the new page.
 */
export async function waitUntil<T, A extends unknown[]>(
  page: CrossPage,
  read: (...args: A) => T,
  accept: (value: Awaited<T>) => boolean,
  ...args: A
): Promise<Awaited<T>> {
  const started = Date.now();
  let last: unknown;
  while (Date.now() - started < WAIT_MS) {
    try {
      const value = await page.evaluate(read, ...args);
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited ${WAIT_MS} ms; last ${JSON.stringify(last)}`);
}

/** waitUntil `read(...args)` returns `wanted` (equal as JSON). */
export async function waitFor<T, A extends unknown[]>(page: CrossPage, read: (...args: A) => T, wanted: T, ...args: A): Promise<void> {
  await waitUntil(page, read, (value) => JSON.stringify(value) === JSON.stringify(wanted), ...args).catch((error: Error) => {
    throw new Error(`${error.message}, not ${JSON.stringify(wanted)}`);
  });
}

/** The trimmed text of the first element `selector` names (a page-side read, for waitFor). */
export const textOf = (selector: string): string | undefined => document.querySelector(selector)?.textContent?.trim();

/** The trimmed texts of the elements `selector` names that are rendered (a page-side read, for waitFor). */
export const shownTexts = (selector: string): string[] =>
  [...document.querySelectorAll(selector)].filter((element) => element.getClientRects().length > 0).map((element) => element.textContent?.trim() ?? '');

/** The page's address now, its path and query (a navigation's end, for waitFor). */
export const pathAndQuery = (): string => location.pathname + location.search;

/**
 * From now on, a link activation nothing prevented (a click or Enter, after the page's own listeners) is
 * recorded and held, not followed: for links that leave the fixture site, which this machine cannot reach.
 * `followedLinks` reads what was recorded.
 */
export async function holdLinks(page: CrossPage): Promise<void> {
  await page.evaluate(() => {
    const held: string[] = [];
    Object.defineProperty(window, 'heldLinks', { value: held });
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented) return;
      held.push((link as HTMLAnchorElement).href);
      event.preventDefault();
    });
  });
}

export const followedLinks = (): string[] => (window as unknown as { heldLinks?: string[] }).heldLinks ?? [];

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
