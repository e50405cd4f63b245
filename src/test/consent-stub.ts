import type { Consent } from '../platform/consent/consent.ts';

/**
 * A consent engine a test decides: tracking is allowed (or not) until the test says otherwise with
 * `choose`, which tells the engine's listeners as the real one does. Hand it in the context:
 *   coreContext({ consent: consentStub(false) })
 */
export function consentStub(allowed = true): Consent {
  const listeners = new Set<(allowed: boolean) => void>();
  let choice: boolean | undefined = allowed;
  return {
    trackingAllowed: () => choice === true,
    choice: () => choice,
    refusedBySignal: () => false,
    choose(next) {
      const before = choice === true;
      choice = next;
      if (before !== next) for (const listener of [...listeners]) listener(next);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
