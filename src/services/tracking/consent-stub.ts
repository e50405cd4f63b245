import type { Consent } from '../consent/consent';

/**
 * Test double of the consent engine for the tracking and census tests:
 *   vi.mock('../consent/consent', () => import('../tracking/consent-stub'));
 * Tracking is allowed until a test says otherwise with allowTracking(false).
 */
let allowed = true;

export function allowTracking(value: boolean): void {
  allowed = value;
}

export function getConsent(): Consent {
  return {
    trackingAllowed: () => allowed,
    choice: () => allowed,
    choose: allowTracking,
    onChange: () => () => undefined,
  };
}
