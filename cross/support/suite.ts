import { afterAll, beforeAll, describe } from 'vitest';
import { launch } from './browsers.ts';
import { ENGINES, type CrossBrowser, type Engine } from './engine.ts';

/** Defines the same tests once per engine (of `engines`), each group with its browser started before and closed after. */
export function inEveryEngine(define: (browser: () => CrossBrowser, engine: Engine) => void, engines: readonly Engine[] = ENGINES): void {
  describe.each(engines)('%s', (engine) => {
    let browser: CrossBrowser | undefined;
    beforeAll(async () => {
      browser = await launch(engine);
    });
    afterAll(() => browser?.close());
    define(() => {
      if (!browser) throw new Error(`${engine} did not start`);
      return browser;
    }, engine);
  });
}
