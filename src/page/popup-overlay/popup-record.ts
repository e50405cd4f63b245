import * as z from 'zod/mini';
import { POPUP_RECORD_KEY_PREFIX } from '../../shared/markers.ts';

/**
 * The popup overlay's local storage record (site-runtime.md §3: "Local storage record: version,
 * submitted, closed date"). It is written when the visitor closes the popup or signs up through it,
 * and read by shouldShowPopup (popup-rules.ts) on the next page view.
 *
 * The stored JSON is untrusted: another script on the page, an older runtime or the visitor may
 * have written anything under the key. Reading never throws; anything that is not a whole, valid
 * record counts as no record (the popup then follows the "no record" rule).
 */

/** The local storage key of a site's popup record: `ss-popup-overlay:{identifier}`. */
export function popupRecordKey(identifier: string): string {
  return POPUP_RECORD_KEY_PREFIX + identifier;
}

// Not z.int(): its number-format checks cost bytes in the chunk; this refine is all we need.
const epochMs = () => z.number().check(z.refine((value) => Number.isSafeInteger(value) && value >= 0));

/**
 * The stored JSON. z.object drops unknown fields (a newer runtime may add some); a missing or
 * invalid field rejects the whole record. z.number() rejects NaN and ±Infinity (JSON.parse turns
 * `1e999` into Infinity).
 */
const popupRecordSchema = z.object({
  /** popupOverlaySettings.version the record was written for. */
  version: z.number(),
  /** The visitor signed up through the popup (newsletter or form with isOverlayForm). */
  submitted: z.boolean(),
  /** When the popup was last closed (or signed up through), epoch milliseconds. */
  closedAt: epochMs(),
});

export type PopupRecord = z.output<typeof popupRecordSchema>;

/**
 * The record stored under `key`, or undefined when there is none, when it is not JSON, when it fails
 * the schema, or when the storage throws (Safari private mode, storage blocked by the browser).
 * Never throws.
 */
export function readPopupRecord(storage: Pick<Storage, 'getItem'> | undefined, key: string): PopupRecord | undefined {
  try {
    const raw: unknown = storage?.getItem(key);
    if (typeof raw !== 'string') return undefined;
    const parsed = popupRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores `record` under `key`. Returns whether it was written: false for a record that would not
 * read back (NaN version, negative date, …) and when the storage throws (quota exceeded, private
 * mode, blocked). Never throws.
 */
export function writePopupRecord(storage: Pick<Storage, 'setItem'> | undefined, key: string, record: PopupRecord): boolean {
  try {
    if (!storage) return false;
    const parsed = popupRecordSchema.safeParse(record);
    if (!parsed.success) return false;
    storage.setItem(key, JSON.stringify(parsed.data));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the signup in `record` belongs to `version`. A record written for another version
 * describes another popup: its signup does not carry over to the current one.
 */
function submittedFor(record: PopupRecord | undefined, version: number): boolean {
  return record !== undefined && record.version === version && record.submitted;
}

/**
 * The record after the visitor closes the popup of `version` at `now` (epoch ms): the closed date
 * becomes `now`; a signup made for the same version is kept, one made for another version is dropped.
 */
export function closed(record: PopupRecord | undefined, version: number, now: number): PopupRecord {
  return { version, submitted: submittedFor(record, version), closedAt: Math.floor(now) };
}

/**
 * The record after the visitor signs up through the popup of `version` at `now` (epoch ms).
 * A signup also counts as closing the popup at `now` (chosen here): with showUntilSignup the popup
 * never returns for this version; without it, it returns after displayFrequency days like after a close.
 */
export function submitted(_record: PopupRecord | undefined, version: number, now: number): PopupRecord {
  return { version, submitted: true, closedAt: Math.floor(now) };
}
