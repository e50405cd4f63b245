import type { Page } from '@playwright/test';
import type { QaClient } from './qa-client.ts';

/** A pixel event as the page's listeners get it (`siteruntime:pixel`'s detail). */
export interface PixelDetail {
  readonly name: string;
  readonly data: Record<string, unknown>;
}

/**
 * The pixel events of every page the test visits from now on, in order (the binding outlives a
 * navigation, as a window property would not). Call it before the first `goto`.
 */
export async function recordPixels(page: Page): Promise<PixelDetail[]> {
  const pixels: PixelDetail[] = [];
  await page.exposeFunction('__recordPixel', (detail: PixelDetail) => pixels.push(detail));
  await page.addInitScript(() =>
    addEventListener('siteruntime:pixel', (event) => (window as unknown as { __recordPixel(detail: unknown): void }).__recordPixel(event.detail)),
  );
  return pixels;
}

/** The product analytics events the fixture server recorded (current client, form-encoded): name and payload. */
export async function analyticsEvents(qa: QaClient): Promise<{ event: string | undefined; data: Record<string, unknown> }[]> {
  return (await qa.requests({ path: '/api/events/RecordEvent' })).map((request) => {
    const form = request.body as Record<string, string>;
    return { event: form['event'], data: JSON.parse(form['data'] ?? '{}') as Record<string, unknown> };
  });
}
