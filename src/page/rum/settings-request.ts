import { parseDescriptor, type Compiled } from '../../platform/descriptor/descriptor.ts';
import { API_ROOT } from '../../shared/platform.ts';
import { RUM_SETTINGS_TIMEOUT_MS } from './constants.ts';
import type * as schemas from './settings-schema.ts';
import type { PerformanceSettingsReply } from './settings-schema.ts';
import compiled from './settings-schema.ts?compiled';

const { PerformanceSettingsSchema } = compiled as Compiled<typeof schemas>;

export const PERFORMANCE_SETTINGS_PATH = `${API_ROOT}1/performance/settings`;

/**
 * GET /api/1/performance/settings (GMM §7, §8): resolves with the reply, or rejects with 'Metric settings
 * request timeout' after 30 s, 'XHR request DONE with unexpected status: {status}' for any status but
 * 200 (0: no answer), and 'Unable to resolve pageLoadId' for a reply without one (or not JSON).
 * Aborted with `signal`: the request goes and the promise never settles.
 */
export function requestSettings(signal: AbortSignal): Promise<PerformanceSettingsReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // A timer of its own rather than xhr.timeout, so it is released with the collector like every other.
    const stop = (): void => {
      clearTimeout(timer);
      xhr.onloadend = null;
      xhr.abort();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('Metric settings request timeout'));
    }, RUM_SETTINGS_TIMEOUT_MS);
    signal.addEventListener('abort', stop, { once: true });
    xhr.onloadend = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      if (xhr.status !== 200) return reject(new Error(`XHR request DONE with unexpected status: ${xhr.status}`));
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: no pageLoadId either.
      }
      const { value, issues } = parseDescriptor(PerformanceSettingsSchema, json);
      if (issues.length) reject(new Error('Unable to resolve pageLoadId'));
      else resolve(value);
    };
    xhr.open('GET', PERFORMANCE_SETTINGS_PATH);
    xhr.send();
  });
}
