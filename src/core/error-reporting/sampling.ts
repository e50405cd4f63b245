/** Session storage key (chosen name): '1' when this browser session reports errors, '0' when not. */
const SAMPLED_KEY = 'ss_runtimeErrorSampled';

/**
 * Whether this browser session reports errors, at the page context's errorSampleRate (0..1): decided
 * once and kept in session storage, so a session reports all of its errors or none. Without session
 * storage (blocked, full) each page decides for itself.
 */
export function sessionSampled(rate: number, storage: () => Storage = () => sessionStorage, random: () => number = Math.random): boolean {
  try {
    const stored = storage().getItem(SAMPLED_KEY);
    if (stored) return stored === '1';
    const sampled = random() < rate;
    storage().setItem(SAMPLED_KEY, sampled ? '1' : '0');
    return sampled;
  } catch {
    return random() < rate;
  }
}
