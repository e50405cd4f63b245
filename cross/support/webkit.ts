import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import WebDriver, { type Client } from 'webdriver';
import { asyncScript, DESKTOP, unwrapScriptResult, type CrossBrowser, type CrossPage, type Key, type Point } from './engine.ts';

/** Debian's WebKitGTK MiniBrowser and its WebDriver (webkit2gtk-driver; scripts/setup.mjs installs both). */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = 'WebKitWebDriver';

/** W3C WebDriver key codes (WebDriver §17.4.2) of the keys specs press. */
const KEY_CODES: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: '\uE00D',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
};

/** WebKitWebDriver (GTK) turns touch pointer actions into a mouse's: not a touch (engine.ts TOUCH_ENGINES). */
const noTouch = (): Promise<never> => Promise.reject(new Error('WebKitGTK’s WebDriver has no touch input'));

/** A free TCP port on the loopback interface, for the driver. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * WebKit: WebKitWebDriver under a virtual display (MiniBrowser has no headless mode). One session,
 * started with the first page (MiniBrowser takes about 2 s to start); each later page first clears the
 * site's cookies and storage, so it starts as a new visitor's does.
 */
export async function launchWebKit(baseUrl: string): Promise<CrossBrowser> {
  const port = await freePort();
  // Its own process group, so closing ends xvfb-run, the display and the driver together.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { stdio: 'ignore', detached: true });
  let session: Client | undefined;
  const newSession = async (): Promise<Client> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await WebDriver.newSession({
          hostname: '127.0.0.1',
          port,
          path: '/',
          logLevel: 'silent',
          connectionRetryCount: 0,
          capabilities: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
            // Classic WebDriver: WebKitWebDriver has no BiDi.
            'wdio:enforceWebDriverClassic': true,
          } as Record<string, unknown>,
        });
      } catch (error) {
        // The driver takes a moment to listen after xvfb-run starts it.
        if (attempt >= 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  return {
    async newPage({ width, height } = DESKTOP) {
      let client = session;
      if (client) {
        await client.navigateTo(new URL('/__qa/health', baseUrl).href);
        await client.deleteAllCookies();
        await client.executeScript('sessionStorage.clear(); localStorage.clear();', []);
      } else {
        session = client = await newSession();
      }
      // No touch here (TOUCH_ENGINES): only the window's size changes.
      await client.setWindowRect(0, 0, width, height);
      const actions = (list: object[]): Promise<void> => client.performActions(list as never).then(() => client.releaseActions());
      const move = ({ x, y }: Point, duration = 0): object => ({ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration });
      const mouse = (steps: object[]): Promise<void> => actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: steps }]);
      const stroke = (from: Point, to: Point, steps: number): object[] => [
        move(from),
        { type: 'pointerDown', button: 0 },
        ...Array.from({ length: steps }, (_, step) =>
          move({ x: from.x + ((to.x - from.x) * (step + 1)) / steps, y: from.y + ((to.y - from.y) * (step + 1)) / steps }, 16),
        ),
        { type: 'pointerUp', button: 0 },
      ];
      // Each key pressed and released in turn (W3C key actions: a code point or a WebDriver key code each).
      const keys = (values: readonly string[]): Promise<void> =>
        actions([
          {
            type: 'key',
            id: 'keyboard',
            actions: values.flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          },
        ]);
      const page: CrossPage = {
        goto: (path) => client.navigateTo(new URL(path, baseUrl).href),
        evaluate: async (fn, ...args) => unwrapScriptResult(await client.executeAsyncScript(asyncScript(fn as never), args as never)) as never,
        press: (key) => keys([KEY_CODES[key]]),
        type: (text) => keys([...text]),
        click: (x, y) => mouse([move({ x, y }), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]),
        drag: (from, to, steps) => mouse(stroke(from, to, steps)),
        swipe: noTouch,
        pinch: noTouch,
        setCookie: (name, value) => client.addCookie({ name, value, path: '/' }),
        cookies: async () => (await client.getAllCookies()).map(({ name, value, expiry }) => ({ name, value, expires: expiry })),
      };
      return page;
    },
    async close() {
      await session?.deleteSession().catch(() => undefined);
      if (driver.pid) {
        try {
          process.kill(-driver.pid);
        } catch {
          // Already gone.
        }
      }
    },
  };
}
