import { decodePerformanceEvents } from '../../src/registry.ts';
import { isRecord, type JsonRecord } from '../body.ts';
import type { RequestLog } from './request-log.ts';

const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';

/** One event the collector sent, decoded, with how its batch arrived. */
export interface PerformanceEvent {
  time: string;
  /** The batch's content type: text/plain for the beacon and the XHR alike. */
  contentType: string | undefined;
  app: unknown;
  name: unknown;
  timestamp: unknown;
  data: JsonRecord;
}

/** The records of one page load (one pageLoadId), in the order they arrived. */
export interface PageLoadRecords {
  pageLoadId: string;
  session: string | null;
  events: PerformanceEvent[];
}

/**
 * The performance records the platform accepted (status 204), decoded with the collector's own
 * encoding map and grouped by pageLoadId, first page load first. Derived from the request log, as
 * the error reports are: what the server keeps is what it was sent.
 */
export function performanceRecords(log: RequestLog, session?: string): PageLoadRecords[] {
  const loads = new Map<string, PageLoadRecords>();
  for (const record of log.list({ ...(session === undefined ? {} : { session }), method: 'POST', path: PERFORMANCE_RECORDS_PATH })) {
    if (record.status !== 204) continue;
    for (const event of decodePerformanceEvents(record.body).filter(isRecord)) {
      const pageLoadId = String(event['pageLoadId']);
      const load = loads.get(pageLoadId) ?? { pageLoadId, session: record.session, events: [] };
      loads.set(pageLoadId, load);
      load.events.push({
        time: record.time,
        contentType: record.headers['content-type'],
        app: event['app'],
        name: event['name'],
        timestamp: event['timestamp'],
        data: isRecord(event['data']) ? event['data'] : {},
      });
    }
  }
  return [...loads.values()];
}
