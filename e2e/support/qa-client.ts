import type { APIRequestContext } from '@playwright/test';

/** One request as the fixture server recorded it (docs/fixture-server.md). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body: unknown;
  status?: number;
}

export interface ErrorReport {
  eventName: string;
  timestamp: number;
  data: Record<string, unknown>;
  chunk?: { type: string; request: string };
}

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: string;
  delayMs?: number;
  drop?: boolean;
  times?: number;
}

/** The fixture server's QA API, scoped to this test's session cookie so parallel tests never mix. */
export class QaClient {
  constructor(
    private readonly request: APIRequestContext,
    readonly session: string,
  ) {}

  async requests(filter: { path?: string; method?: string } = {}): Promise<RecordedRequest[]> {
    const response = await this.request.get('/__qa/requests', { params: { session: this.session, ...filter } });
    return (await response.json()) as RecordedRequest[];
  }

  async errorReports(): Promise<ErrorReport[]> {
    const response = await this.request.get('/__qa/errors.json', { params: { session: this.session } });
    return (await response.json()) as ErrorReport[];
  }

  async cspReports(): Promise<unknown[]> {
    const response = await this.request.get('/__qa/csp.json', { params: { session: this.session } });
    return (await response.json()) as unknown[];
  }

  async fault(fault: Fault): Promise<void> {
    const response = await this.request.post('/__qa/faults', { data: { ...fault, session: this.session } });
    if (!response.ok()) throw new Error(`fault not accepted: ${response.status()} ${await response.text()}`);
  }

  async clear(): Promise<void> {
    await this.request.delete('/__qa/faults', { params: { session: this.session } });
    await this.request.delete('/__qa/requests', { params: { session: this.session } });
  }
}
