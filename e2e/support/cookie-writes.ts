import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cookieWrites?: string[];
  }
}

/**
 * Records every document.cookie write as the page's scripts make it. Chromium caps a cookie's
 * lifetime at 400 days, so the stored expiry cannot show the 2 years the runtime asks for: the
 * written string can.
 */
export async function recordCookieWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    window.__cookieWrites = writes;
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!descriptor?.set || !descriptor.get) return;
    const { get, set } = descriptor;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return get.call(this);
      },
      set(value: string) {
        writes.push(value);
        set.call(this, value);
      },
    });
  });
}

/** The writes of cookie `name` so far. */
export async function cookieWrites(page: Page, name: string): Promise<string[]> {
  return page.evaluate((cookie) => (window.__cookieWrites ?? []).filter((write) => write.startsWith(`${cookie}=`)), name);
}
