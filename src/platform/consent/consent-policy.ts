import type { PageContext } from '../page-context/read-page-context.ts';

/** Tracking cookies cleared under a restrictive policy without accepted consent (site-runtime.md §9). */
export const TRACKING_COOKIES = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;

type PolicySettings = Pick<PageContext['cookieSettings'], 'isRestrictiveCookiePolicyEnabled' | 'isRestrictiveCookiePolicyAbsolute'>;

/** Whether tracking waits for consent. Cloneable (template) sites always count as restrictive (§4). */
export function isRestrictivePolicy(cookieSettings: PolicySettings, cloneable: boolean): boolean {
  return cookieSettings.isRestrictiveCookiePolicyEnabled || cookieSettings.isRestrictiveCookiePolicyAbsolute || cloneable;
}

/**
 * Global Privacy Control (issue 16): a browser that sends `navigator.globalPrivacyControl === true` has
 * refused tracking for its user. It counts as a refusal, written nowhere, until the visitor chooses.
 */
export const sendsGlobalPrivacyControl = (nav: Navigator = navigator): boolean => (nav as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;

/** The choice a page starts with: the stored one, else the signal's refusal, else none yet (the consent service and the entry's banner guess). */
export const startingChoice = (stored: boolean | undefined, signal: boolean): boolean | undefined => stored ?? (signal ? false : undefined);

export interface TrackingInputs {
  restrictive: boolean;
  /** The site owner turned the activity log off: no visitor data at all, whatever the visitor chose. */
  visitorDataRestricted: boolean;
  choice: boolean | undefined;
  /** The page is shown inside the editor (body.is-editing-backend): no visitor is there to count. */
  editMode: boolean;
}

/**
 * May trackers write cookies and send census/track requests? A visitor who refused is never
 * tracked, whatever the policy: a banner offering a choice (OPT_IN_AND_OUT) must honour the answer.
 * Never in edit mode, or every editor preview would count as a visit.
 */
export function trackingAllowed({ restrictive, visitorDataRestricted, choice, editMode }: TrackingInputs): boolean {
  if (editMode || visitorDataRestricted || choice === false) return false;
  return !restrictive || choice === true;
}

/** Tracking cookies may only exist once the visitor accepted under a restrictive policy (§4), and never after a refusal. */
export function mustClearTrackingCookies({ restrictive, choice }: Pick<TrackingInputs, 'restrictive' | 'choice'>): boolean {
  return choice === false || (restrictive && choice !== true);
}
