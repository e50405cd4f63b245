/**
 * The restrictive cookie policy (site-runtime.md §4): DOM-free, so the platform's renderer (the fixture
 * server's banner hint) decides by the runtime's rule.
 */

/**
 * Whether tracking waits for consent. Cloneable (template) sites always count as restrictive. Only `true`
 * counts, as the page context's parse reads the flags: the entry's banner guess and the renderer pass the
 * raw JSON's values.
 */
export function isRestrictivePolicy(
  cookieSettings: { readonly isRestrictiveCookiePolicyEnabled?: unknown; readonly isRestrictiveCookiePolicyAbsolute?: unknown },
  cloneable: unknown,
): boolean {
  return [cookieSettings.isRestrictiveCookiePolicyEnabled, cookieSettings.isRestrictiveCookiePolicyAbsolute, cloneable].includes(true);
}
