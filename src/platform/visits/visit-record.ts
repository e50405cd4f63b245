/**
 * The visit cookies' values (site-runtime.md §3, §4, §5), pure. Times are epoch milliseconds
 * (Date.now()), which stay well inside safe integers.
 */

/** ss_cvr: random id | first-visit time | previous-visit time | latest-visit time | visit count. */
export interface VisitRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  latestVisit: number;
  visitCount: number;
}

const SEPARATOR = '|';
const ID = /^[\w-]+$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** A positive integer without sign or leading zero that is exactly representable (huge numbers are not). */
function parsePositiveInteger(text: string): number | undefined {
  if (!POSITIVE_INTEGER.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The record in ss_cvr, or undefined unless it is an id of word characters and hyphens followed by four positive integers, pipe separated (§5).
 * @internal Exported for its test, which checks the rule against a reference reading of it.
 */
export function parseVisitRecord(value: string | undefined): VisitRecord | undefined {
  const parts = value?.split(SEPARATOR);
  if (parts?.length !== 5) return undefined;
  const [id = '', ...numberTexts] = parts;
  if (!ID.test(id)) return undefined;
  const [firstVisit, previousVisit, latestVisit, visitCount] = numberTexts.map(parsePositiveInteger);
  if (firstVisit === undefined || previousVisit === undefined || latestVisit === undefined || visitCount === undefined) return undefined;
  return { id, firstVisit, previousVisit, latestVisit, visitCount };
}

export function formatVisitRecord(record: VisitRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.latestVisit, record.visitCount].join(SEPARATOR);
}

/**
 * ss_cvt is valid only if it is a positive integer without leading zero (§5).
 * @internal Exported for its test, which checks the rule against a reference reading of it.
 */
export function isValidSessionStamp(value: string | undefined): boolean {
  return value !== undefined && parsePositiveInteger(value) !== undefined;
}

export interface VisitInputs {
  /** The current ss_cvr and ss_cvt values, if any. */
  cvr: string | undefined;
  cvt: string | undefined;
  now: number;
  /** Called only when a new record is needed. */
  newId: () => string;
}

export interface NextVisit {
  record: VisitRecord;
  /**
   * The ss_cvt value: the time the session started. A refresh keeps it (only the cookie's expiry
   * moves), so it always says when the current session began.
   */
  cvt: string;
  /** True when this page view starts a visit (a new visitor or an ended session). */
  newVisit: boolean;
}

/** The visit-cookie transition of §4. */
export function nextVisit({ cvr, cvt, now, newId }: VisitInputs): NextVisit {
  const record = parseVisitRecord(cvr);
  if (!record) {
    return { record: { id: newId(), firstVisit: now, previousVisit: now, latestVisit: now, visitCount: 1 }, cvt: String(now), newVisit: true };
  }
  if (cvt === undefined || !isValidSessionStamp(cvt)) {
    return {
      record: {
        ...record,
        previousVisit: record.latestVisit,
        latestVisit: now,
        // Saturates: an unsafe count would make the record invalid and reset a returning visitor.
        visitCount: Math.min(record.visitCount + 1, Number.MAX_SAFE_INTEGER),
      },
      cvt: String(now),
      newVisit: true,
    };
  }
  return { record, cvt, newVisit: false };
}
