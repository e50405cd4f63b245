import type { Consent } from '../platform/consent/consent.ts';

/**
 * Test double of the consent engine for the tracking and census tests:
 *   vi.mock('../platform/consent/consent.ts', () => import('./consent-stub.ts'));
 * Tracking is allowed until a test says otherwise with allowTracking(false).
 */
let allowed = true;

export function allowTracking(value: boolean): void {
  allowed = value;
}

export function consentFor(): Consent {
  return {
    trackingAllowed: () => allowed,
    choice: () => allowed,
    refusedBySignal: () => false,
    choose: allowTracking,
    onChange: () => () => undefined,
  };
}
