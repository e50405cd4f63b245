import type { CrossBrowser, Engine } from './engine.ts';
import { launchFirefox } from './firefox.ts';
import { launchWebKit } from './webkit.ts';

/** The fixture site the suite's server answers on (vitest.cross.config.ts starts it). */
export const CROSS_BASE_URL = `http://127.0.0.1:${process.env.CROSS_PORT ?? 4176}`;

export function launch(engine: Engine): Promise<CrossBrowser> {
  return engine === 'firefox' ? launchFirefox(CROSS_BASE_URL) : launchWebKit(CROSS_BASE_URL);
}
