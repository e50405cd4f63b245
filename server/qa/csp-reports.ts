import { RingBuffer } from './ring-buffer.ts';

export interface CspReport {
  time: string;
  session: string | null;
  /** The report as the browser sent it (report-uri JSON, or a Reporting API list). */
  report: unknown;
}

/** CSP violation reports, kept apart from the request log because /__qa/* is never logged. */
export class CspReportStore {
  private readonly reports = new RingBuffer<CspReport>(1000);

  add(session: string | null, report: unknown): CspReport {
    return this.reports.push({ time: new Date().toISOString(), session, report });
  }

  list(session?: string): CspReport[] {
    return this.reports.filter((report) => session === undefined || report.session === session);
  }
}
