/**
 * Google Consent Mode v2 (issue 16, chosen here; docs/markup.md "Google Consent Mode"): the seven signals
 * Google tags read, and the commands that set them through the page's own `gtag`/`dataLayer`.
 * @internal Exported for the tests: the tests read the signals the spec names.
 */
export const CONSENT_MODE_SIGNALS = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;

/** @internal Exported for the tests: the pure rule's answer, for its tests. */
export type ConsentModeState = Record<(typeof CONSENT_MODE_SIGNALS)[number], 'granted' | 'denied'>;

/**
 * Every signal granted when tracking is allowed, every one denied when it is not (a refusal, or no choice yet under a restrictive policy).
 * @internal Exported for the tests: a pure rule, tested directly.
 */
export const consentModeState = (allowed: boolean): ConsentModeState =>
  Object.fromEntries(CONSENT_MODE_SIGNALS.map((signal) => [signal, allowed ? 'granted' : 'denied'])) as ConsentModeState;

interface GoogleTagWindow {
  gtag?: (...command: unknown[]) => void;
  dataLayer?: unknown[];
}

/**
 * Sends `gtag('consent', 'update', state)` when the page has Google tags (a `gtag` function, or a
 * `dataLayer` the tag reads); a page without them gets nothing. `dataLayer` takes the command as gtag
 * queues it: its arguments object.
 */
export function updateConsentMode(allowed: boolean, target: GoogleTagWindow = window as GoogleTagWindow): boolean {
  const state = consentModeState(allowed);
  if (typeof target.gtag === 'function') target.gtag('consent', 'update', state);
  else if (Array.isArray(target.dataLayer)) target.dataLayer.push(argumentsOf('consent', 'update', state));
  else return false;
  return true;
}

/** gtag's own queue entry: an arguments object, which is what the tag reads from dataLayer (an array is ignored). */
function argumentsOf(...values: unknown[]): IArguments {
  return (function (..._values: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag's queue format is an arguments object.
    return arguments;
  })(...values);
}
