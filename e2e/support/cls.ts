import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: { total: number; entries: number; mediaControls: number };
  }
}

/**
 * Starts summing layout shifts (without recent input, as CLS counts them) before the page's own scripts run.
 * One kind is left out: Chromium's own controls of an `<audio controls>` or `<video controls>` lay their
 * buttons out a moment after the first paint, with or without the runtime (the play button and the time
 * appear left of the timeline: about 0.0007 for a 250 px player at 800 × 900). Such a shift has sources in
 * the element's shadow tree only (no node is exposed) and inside the element's box; it is counted apart in
 * `mediaControls`, so a shift of the page's own nodes, the player's box included, still counts.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, entries: 0, mediaControls: 0 };
    window.__layoutShift = record;
    const inside = (rect: DOMRectReadOnly, box: DOMRect): boolean =>
      rect.left >= box.left - 1 && rect.right <= box.right + 1 && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
    const inMediaControls = (sources: readonly { node?: Node | null; currentRect: DOMRectReadOnly; previousRect: DOMRectReadOnly }[]): boolean => {
      const players = [...document.querySelectorAll('audio[controls], video[controls]')].map((player) => player.getBoundingClientRect());
      return (
        sources.length > 0 &&
        sources.every(({ node, currentRect, previousRect }) => !node && players.some((box) => inside(currentRect, box) && inside(previousRect, box)))
      );
    };
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; currentRect: DOMRectReadOnly; previousRect: DOMRectReadOnly }[];
      };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        if (inMediaControls(entry.sources)) {
          record.mediaControls += entry.value;
          continue;
        }
        record.total += entry.value;
        record.entries += 1;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, after two frames so the last ones are reported. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.__layoutShift?.total ?? Number.NaN;
  });
}
