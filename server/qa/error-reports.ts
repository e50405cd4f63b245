import { isRecord, tryParseJson, type JsonRecord } from '../body.ts';
import type { RequestLog, RequestRecord } from './request-log.ts';

export const ERROR_REPORT_PATH = '/api/events/RecordJavascriptErrors';

export interface ErrorReportItem {
  time: string;
  session: string | null;
  eventName: unknown;
  timestamp: unknown;
  /** The entry's data string, JSON-parsed when it parses. */
  data: unknown;
  /** Present for chunk-load failures, so they can be told apart by type and address. */
  chunk?: { type: string; request: string };
}

/**
 * The error reports the platform accepted, one item per entry, derived from the request log
 * (rejected sends, such as crumb failures the runtime retries, would count reports twice).
 */
export function errorReports(log: RequestLog, session?: string): ErrorReportItem[] {
  const filter = session === undefined ? {} : { session };
  return log
    .list({ ...filter, method: 'POST', path: ERROR_REPORT_PATH })
    .flatMap((record) => (record.status === 200 && Array.isArray(record.body) ? record.body.filter(isRecord).map((entry) => toItem(record, entry)) : []));
}

function toItem(record: RequestRecord, entry: JsonRecord): ErrorReportItem {
  const data = typeof entry['data'] === 'string' ? (tryParseJson(entry['data']) ?? entry['data']) : entry['data'];
  const item: ErrorReportItem = {
    time: record.time,
    session: record.session,
    eventName: entry['eventName'],
    timestamp: entry['timestamp'],
    data,
  };
  if (isRecord(data) && data['name'] === 'ChunkLoadError' && data['type'] !== undefined && data['request'] !== undefined) {
    item.chunk = { type: String(data['type']), request: String(data['request']) };
  }
  return item;
}
