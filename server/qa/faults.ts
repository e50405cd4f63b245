import { requestMatches } from './glob.ts';

/** What a test asks for: which requests to disturb and how. */
export interface FaultSpec {
  /** Only requests of this QA session; null or absent means every session. */
  session?: string | null;
  /** HTTP method (any case); absent means any method. */
  method?: string;
  /** Exact path or glob (see pathMatches); a built file also matches by its chunk's name (requestMatches). */
  path: string;
  /** Answer with this status instead of handling the request. */
  status?: number;
  /** Answer with this raw body (sent as application/json unless `contentType` says otherwise, so malformed replies can be simulated). */
  body?: string;
  /** The answer's Content-Type (with `status` or `body`): `text/html` for the HTML page a CDN answers where a file is gone. */
  contentType?: string;
  /** More headers on the answer (with `status` or `body`): a 429's `Retry-After`. */
  headers?: Record<string, string>;
  /** Wait this long first; then handle normally unless status, body or drop is also set. */
  delayMs?: number;
  /** Destroy the connection without any response. */
  drop?: boolean;
  /** Handle the request as usual (a save is stored), then destroy the connection instead of answering: a reply lost on the way. */
  dropReply?: boolean;
  /** Apply this many times, then remove; absent means until cleared. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: string;
  session: string | null;
  /** The scenario that added it (GET /__qa/scenario/:name), for the fixture pages' QA banner. */
  scenario?: string;
}

export interface FaultTarget {
  method: string;
  path: string;
  session: string | null;
  /** The chunk a built file belongs to. */
  chunk?: string | undefined;
}

export class FaultStore {
  /** Oldest first; matching walks from the end because the newest fault wins. */
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec, scenario?: string): Fault {
    const fault: Fault = { ...spec, id: `fault-${this.nextId++}`, session: spec.session ?? null, ...(scenario === undefined ? {} : { scenario }) };
    if (fault.method !== undefined) fault.method = fault.method.toUpperCase();
    this.faults.push(fault);
    return fault;
  }

  /** Faults of one session (exactly), or all faults when no session is given. */
  list(session?: string): Fault[] {
    return session === undefined ? [...this.faults] : this.faults.filter((fault) => fault.session === session);
  }

  /** The faults that reach a session's requests: its own and those of every session. */
  reaching(session: string | null): Fault[] {
    return this.faults.filter((fault) => fault.session === null || fault.session === session);
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  /** Removes the faults of one session, or every fault; returns how many were removed. */
  clear(session?: string): number {
    const before = this.faults.length;
    this.faults = session === undefined ? [] : this.faults.filter((fault) => fault.session !== session);
    return before - this.faults.length;
  }

  /**
   * The fault to apply to a request, if any. Counts one use against `times` and removes the fault
   * when it is used up. Returns a snapshot, so the request log shows the fault as it was applied.
   */
  take(target: FaultTarget): Fault | undefined {
    for (let index = this.faults.length - 1; index >= 0; index--) {
      const fault = this.faults[index];
      if (fault === undefined || !matches(fault, target)) continue;
      const applied = { ...fault };
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) this.faults.splice(index, 1);
      }
      return applied;
    }
    return undefined;
  }
}

function matches(fault: Fault, target: FaultTarget): boolean {
  return (
    (fault.session === null || fault.session === target.session) &&
    (fault.method === undefined || fault.method === target.method.toUpperCase()) &&
    requestMatches(fault.path, target)
  );
}

/** What a fault does, in a few words (request log, faults page, index). */
export function faultEffects(fault: FaultSpec): string {
  return [
    fault.status === undefined ? '' : `status ${fault.status}`,
    fault.body === undefined ? '' : 'body',
    fault.contentType === undefined ? '' : fault.contentType,
    fault.delayMs === undefined ? '' : `delay ${fault.delayMs} ms`,
    fault.drop === true ? 'drop' : '',
    fault.dropReply === true ? 'drop reply' : '',
  ]
    .filter((effect) => effect !== '')
    .join(', ');
}
