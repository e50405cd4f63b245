import { afterAll, beforeAll } from 'vitest';

/**
 * happy-dom loads no scripts and, by default, fires `error` on each. A browser would load the
 * captcha provider's script: for this test file nothing fires, and the test plays the provider.
 */
export function scriptsLoadSilently(): void {
  const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
  const before = settings.handleDisabledFileLoadingAsSuccess;
  beforeAll(() => {
    settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterAll(() => {
    settings.handleDisabledFileLoadingAsSuccess = before;
  });
}
