import { parseDescriptor, type Compiled } from '../../platform/descriptor/descriptor.ts';
import { API_ROOT } from '../../shared/platform.ts';
import { RUM_SETTINGS_TIMEOUT_MS } from './constants.ts';
import type * as schemas from './settings-schema.ts';
import type { PerformanceSettingsReply } from './settings-schema.ts';
import * as compiled from './settings-schema.ts?compiled';

const PerformanceSettingsSchema = (compiled as unknown as Compiled<typeof schemas>).PerformanceSettingsSchema;

const PERFORMANCE_SETTINGS_PATH = `${API_ROOT}1/performance/settings`;

/**
 * GET /api/1/performance/settings (GMM §7, §8): resolves with the reply, or rejects with 'Metric settings
 * request timeout' after 30 s, 'XHR request DONE with unexpected status: {status}' for any status but 200
 * (0: no answer), and 'Unable to resolve pageLoadId' for a reply without one (or not JSON). The time-out
 * is the request's own (xhr.timeout), so nothing of it outlives the request.
 */
export function requestSettings(): Promise<PerformanceSettingsReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', PERFORMANCE_SETTINGS_PATH);
    xhr.timeout = RUM_SETTINGS_TIMEOUT_MS;
    // A time-out's loadend follows this; the promise has settled by then.
    xhr.ontimeout = () => reject(new Error('Metric settings request timeout'));
    xhr.onloadend = () => {
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
    xhr.send();
  });
}
