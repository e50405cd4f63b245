/** Tracking cookies cleared under a restrictive policy without accepted consent (site-runtime.md §9). */
export const TRACKING_COOKIES = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;

/**
 * The choice a page starts with (the consent service's, and the entry's banner guess): the stored one;
 * else, where the policy is not restrictive, Global Privacy Control (issues 16 and 39: a browser sending
 * `navigator.globalPrivacyControl === true` has refused tracking for its user) as the refusal, Recusar,
 * written nowhere; else none yet. A restrictive policy waits for an Aceitar anyway, so the signal changes
 * nothing there: the banner shows as for any visitor without a choice (docs/markup.md "Global Privacy Control").
 */
export const startingChoice = (stored: boolean | undefined, restrictive: boolean): boolean | undefined =>
  stored ?? (!restrictive && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true ? false : undefined);

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
