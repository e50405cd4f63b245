import { DAY_MS } from '../../ui/block-kit/limits.ts';
import { POPUP_OVERLAY_STYLE } from '../../shared/page-types.ts';
import type { PopupRecord } from './popup-record.ts';

/**
 * websiteSettings.popupOverlaySettings as the page context gives it (src/platform/page-context/schema.ts);
 * the parsed context is assignable to it.
 */
interface PopupOverlaySettings {
  readonly style: number;
  readonly enableMobile: boolean;
  readonly version: number;
  readonly showUntilSignup: boolean;
  /** Days after a close before the popup returns; -1 means never. */
  readonly displayFrequency: number;
}

export interface PopupDisplayInput {
  readonly settings: PopupOverlaySettings;
  /** The visitor's stored record (readPopupRecord), undefined when there is none or it is unreadable. */
  readonly record: PopupRecord | undefined;
  /** Current time, epoch milliseconds (Date.now()). */
  readonly now: number;
  /** The mobile media query matches (max width 432 px, site-runtime.md §9). */
  readonly isMobile: boolean;
  /** No authenticated account and not in edit mode (docs/markup.md 6.22: "visitors only, not in edit mode"). */
  readonly isVisitor: boolean;
}

/**
 * Whether the popup overlay is shown on this page view (site-runtime.md §4, docs/markup.md 6.22).
 * Pure and total: never throws for any values of the declared types (NaN, ±Infinity included).
 * The rules, in order:
 *
 * 1. Visitors only: an authenticated account or edit mode never sees it.
 * 2. Style: only style 2 (show) shows it; 1 (none) and any unknown style do not (chosen here for
 *    unknown values: the runtime knows no other way to render one).
 * 3. Mobile: not on mobile unless enableMobile.
 * 4. No record: shown.
 * 5. A record whose version is older than the current version: shown, whatever else it says.
 * 6. Submitted and showUntilSignup: not shown.
 * 7. Closed: shown again once closedAt + displayFrequency days has passed (now ≥ closedAt + N × DAY_MS).
 *    - displayFrequency -1: never again. Any other negative or non-finite value (NaN, ±Infinity)
 *      is treated the same way (chosen here: the less intrusive reading, as the context's default -1).
 *    - displayFrequency 0: shown again on the very next page view after closing (closedAt + 0 has
 *      passed as soon as now ≥ closedAt); a closed date in the future (a clock moved back) keeps it
 *      hidden until that date.
 *    - Fractions of a day count as such (0.5 → 12 hours).
 *
 * A record that was submitted while showUntilSignup is off is not hidden by the signup itself: it
 * follows rule 7 from its closed date (chosen here; `submitted()` sets the closed date to the signup
 * time, so the popup returns displayFrequency days after the signup, or never with -1).
 * A record whose version is newer than the current one (the site lowered its version) is not
 * "older": rules 6 and 7 apply to it as stored.
 */
export function shouldShowPopup({ settings, record, now, isMobile, isVisitor }: PopupDisplayInput): boolean {
  if (!isVisitor) return false;
  if (settings.style !== POPUP_OVERLAY_STYLE.show) return false;
  if (isMobile && !settings.enableMobile) return false;
  if (record === undefined) return true;
  if (record.version < settings.version) return true;
  if (record.submitted && settings.showUntilSignup) return false;
  const days = settings.displayFrequency;
  if (days < 0 || !Number.isFinite(days)) return false;
  return now >= record.closedAt + days * DAY_MS;
}
