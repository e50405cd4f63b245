import { RECOVERED_EVENT_NAME } from '../../shared/app.ts';
import type { ErrorEntry } from '../error-reporting/error-entry.ts';
import type { Recovered } from './chunk-loader.ts';

/** A recovered chunk failure as an entry of the RecordJavascriptErrors list, for the ops view's counts. */
export function recoveredEntry({ chunk, type, request, by }: Recovered, build: string, now = Date.now()): ErrorEntry {
  return {
    eventName: RECOVERED_EVENT_NAME,
    data: JSON.stringify({ name: 'ChunkRecovered', chunk, type, request, build, by, url: location.href }),
    timestamp: now,
  };
}
