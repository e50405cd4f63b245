import puppeteer, { type Browser, type BrowserContext, type KeyInput } from 'puppeteer-core';
import { DESKTOP, fingersAt, type CrossBrowser, type CrossPage } from './engine.ts';

/** Debian's Firefox ESR (scripts/setup.mjs installs it). */
const FIREFOX = '/usr/bin/firefox-esr';

/** Firefox over WebDriver BiDi (puppeteer-core speaks it to Firefox itself: no geckodriver). */
export async function launchFirefox(baseUrl: string): Promise<CrossBrowser> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  let last: BrowserContext | undefined;
  return {
    async newPage({ width, height, touch = false } = DESKTOP) {
      // A browser context per page, the one before closed: its own cookies and storage, like a new visitor.
      await last?.close();
      const context = (last = await browser.createBrowserContext());
      const page = await context.newPage();
      await page.setViewport({ width, height, hasTouch: touch });
      const crossPage: CrossPage = {
        async goto(path) {
          await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
        },
        evaluate: async (fn, ...args) => (await page.evaluate(fn as never, ...(args as unknown[] as never[]))) as never,
        // Puppeteer names the space bar by its key, ' '.
        press: (key) => page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput),
        type: (text) => page.keyboard.type(text),
        click: (x, y) => page.mouse.click(x, y),
        async drag(from, to, steps) {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(to.x, to.y, { steps });
          await page.mouse.up();
        },
        async swipe(from, to, steps) {
          await page.touchscreen.touchStart(from.x, from.y);
          for (let step = 1; step <= steps; step += 1) {
            await page.touchscreen.touchMove(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
          }
          await page.touchscreen.touchEnd();
        },
        async pinch(centre, from, to, steps) {
          const fingers = [];
          for (const { x, y } of fingersAt(centre, from)) fingers.push(await page.touchscreen.touchStart(x, y));
          for (let step = 1; step <= steps; step += 1) {
            const points = fingersAt(centre, from + ((to - from) * step) / steps);
            for (const [index, finger] of fingers.entries()) await finger.move(points[index]!.x, points[index]!.y);
          }
          for (const finger of fingers) await finger.end();
        },
        async setCookie(name, value) {
          await context.setCookie({ name, value, domain: new URL(baseUrl).hostname, path: '/' });
        },
        async cookies() {
          // Puppeteer gives a session cookie an expiry of -1.
          return (await context.cookies()).map(({ name, value, expires }) => ({ name, value, expires: expires > 0 ? expires : undefined }));
        },
      };
      return crossPage;
    },
    close: () => browser.close(),
  };
}
