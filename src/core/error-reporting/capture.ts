import type { Breadcrumb } from './breadcrumbs.ts';
import type { ErrorEntry, toErrorEntry } from './error-entry.ts';

/** An error as the page met it, kept until the reporter takes it (error-shell.ts). */
export interface Capture {
  readonly error: unknown;
  /** The block's and feature's details, and the `chunks` its stack ran through. */
  readonly details: Record<string, unknown>;
  /** When it was met (Date.now()). */
  readonly at: number;
  /** The ring then. */
  readonly breadcrumbs: readonly Breadcrumb[];
}

/** How a batch leaves: the answer, when there is one, tells a 429 apart (send-error-report.ts). */
export type SendErrors = (entries: ErrorEntry[]) => Promise<Response | undefined> | void;

export interface Reporter {
  /** Takes a capture: once, unless it repeats the previous one or comes beyond 10 a second. */
  report(capture: Capture): void;
  /** An entry made elsewhere (a recovered chunk). */
  add(entry: ErrorEntry): void;
  /** Sends what is queued now (page hide, teardown), unless the server asked to wait. */
  flush(): void;
}

/** The error reporter's chunk (src/chunks/error-reporter.ts). */
export interface ReporterChunk {
  startReporter(options: { toEntry: typeof toErrorEntry; send: SendErrors }): Reporter;
}
