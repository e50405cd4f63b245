import { RECOVERED_EVENT_NAME } from '../../shared/app.ts';
import type { ErrorEntry } from '../error-reporting/error-entry.ts';
import type { Recovered } from './chunk-loader.ts';

/**
 * A recovered chunk failure as an entry of the RecordJavascriptErrors list, for the ops view's counts:
 * under the build of the page that failed (`pageBuild` after a retry, the failed page's after a reload).
 */
export function recoveredEntry({ chunk, type, request, by, build }: Recovered, pageBuild: string, now = Date.now()): ErrorEntry {
  return {
    eventName: RECOVERED_EVENT_NAME,
    data: JSON.stringify({ name: 'ChunkRecovered', chunk, type, request, build: build ?? pageBuild, by, url: location.href }),
    timestamp: now,
  };
}
