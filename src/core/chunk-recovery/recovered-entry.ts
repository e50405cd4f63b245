import { APP_NAME } from '../../shared/app.ts';
import type { ErrorEntry } from '../error-reporting/error-entry.ts';
import type { Recovered } from './chunk-loader.ts';

/** The event name of a recovered chunk failure: sent with the error reports, never counted as an error (issue 16). */
export const RECOVERED_EVENT_NAME = `interface_recovered_${APP_NAME}`;

/** A recovered chunk failure as an entry of the RecordJavascriptErrors list, for the ops view's counts. */
export function recoveredEntry({ chunk, type, request, by }: Recovered, build: string, now = Date.now()): ErrorEntry {
  return {
    eventName: RECOVERED_EVENT_NAME,
    data: JSON.stringify({ name: 'ChunkRecovered', chunk, type, request, build, by, url: location.href }),
    timestamp: now,
  };
}
