import type { APIRequestContext } from '@playwright/test';
import type { ErrorReportItem } from '../../server/qa/error-reports.ts';
import type { StoredSubmission } from '../../server/platform/form-keys.ts';
import type { FaultSpec } from '../../server/qa/faults.ts';
import type { PageLoadRecords } from '../../server/qa/performance-records.ts';
import type { RequestRecord } from '../../server/qa/request-log.ts';

export type { RequestRecord as RecordedRequest } from '../../server/qa/request-log.ts';

/** An error report as the server lists it; the runtime's data is always a JSON object. */
export type ErrorReport = Omit<ErrorReportItem, 'data'> & { data: Record<string, unknown> };

/** The fixture server's QA API, scoped to this test's session cookie so parallel tests never mix. */
export class QaClient {
  constructor(
    private readonly request: APIRequestContext,
    readonly session: string,
  ) {}

  async requests(filter: { path?: string; method?: string } = {}): Promise<RequestRecord[]> {
    const response = await this.request.get('/__qa/requests', { params: { session: this.session, ...filter } });
    return (await response.json()) as RequestRecord[];
  }

  async errorReports(): Promise<ErrorReport[]> {
    const response = await this.request.get('/__qa/errors.json', { params: { session: this.session } });
    return (await response.json()) as ErrorReport[];
  }

  /** The performance records the server accepted, decoded, per page load. */
  async performanceRecords(): Promise<PageLoadRecords[]> {
    const response = await this.request.get('/__qa/performance.json', { params: { session: this.session } });
    return (await response.json()) as PageLoadRecords[];
  }

  /** The form saves the platform stand-in accepted: one per submission key. */
  async formSubmissions(): Promise<StoredSubmission[]> {
    const response = await this.request.get('/__qa/form-submissions', { params: { session: this.session } });
    return (await response.json()) as StoredSubmission[];
  }

  async cspReports(): Promise<unknown[]> {
    const response = await this.request.get('/__qa/csp.json', { params: { session: this.session } });
    return (await response.json()) as unknown[];
  }

  async fault(fault: Omit<FaultSpec, 'session'>): Promise<void> {
    const response = await this.request.post('/__qa/faults', { data: { ...fault, session: this.session } });
    if (!response.ok()) throw new Error(`fault not accepted: ${response.status()} ${await response.text()}`);
  }

  /** Ends this session's faults (a deploy completed, a network back). */
  async clearFaults(): Promise<void> {
    await this.request.delete('/__qa/faults', { params: { session: this.session } });
  }

  /** This session's pages load an archived release (`.releases/<build>/`) whole, as if it were still the one deployed. */
  async pinRelease(build: string): Promise<void> {
    const response = await this.request.post('/__qa/releases/pin', { data: { session: this.session, build } });
    if (!response.ok()) throw new Error(`pin not accepted: ${response.status()} ${await response.text()}`);
  }

  /** The deploy: this session's pages load the current release (dist/), and older chunks too unless retention is off. */
  async deploy({ retention }: { retention: boolean }): Promise<void> {
    await this.request.delete('/__qa/releases/pin', { params: { session: this.session, retention: retention ? '1' : '0' } });
  }

  async clear(): Promise<void> {
    await this.request.delete('/__qa/faults', { params: { session: this.session } });
    await this.deploy({ retention: true });
    await this.request.delete('/__qa/requests', { params: { session: this.session } });
  }
}
