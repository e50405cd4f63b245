import type { ErrorReportItem } from '../../server/qa/error-reports.ts';
import type { FaultSpec } from '../../server/qa/faults.ts';
import type { PageLoadRecords } from '../../server/qa/performance-records.ts';
import type { RequestRecord } from '../../server/qa/request-log.ts';
import { CROSS_BASE_URL } from './browsers.ts';

/**
 * The fixture server's QA views for one session (the page's qa_session cookie): what it recorded and
 * the faults it injects, read from the test process as e2e/support/qa-client.ts does for Playwright.
 */
export function qaSession(session: string) {
  const url = (path: string, query: Record<string, string> = {}): string => `${CROSS_BASE_URL}${path}?${new URLSearchParams({ session, ...query })}`;
  const json = async <T>(reply: Promise<Response>): Promise<T> => {
    const answer = await reply;
    if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
  return {
    errorReports: () => json<ErrorReportItem[]>(fetch(url('/__qa/errors.json'))),
    performanceRecords: () => json<PageLoadRecords[]>(fetch(url('/__qa/performance.json'))),
    requests: (path: string) => json<RequestRecord[]>(fetch(url('/__qa/requests', { path }))),
    fault: (fault: Omit<FaultSpec, 'session'>) =>
      json<unknown>(
        fetch(`${CROSS_BASE_URL}/__qa/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fault, session }),
        }),
      ),
  };
}

export type QaSession = ReturnType<typeof qaSession>;
