import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: { total: number; entries: number };
  }
}

/** Starts summing layout shifts (without recent input, as CLS counts them) before the page's own scripts run. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, entries: 0 };
    window.__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
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
