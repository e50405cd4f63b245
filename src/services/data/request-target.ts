/** Where a call goes: what its URL resolves against, and whether cookies travel with it. */
export interface RequestTarget {
  base: string;
  credentials: RequestCredentials;
}

/**
 * Secure mode (site-runtime.md §7): a secure call from a page that is not on the site's own https
 * domain goes to that domain, with credentials so the site's cookies travel cross-origin. Any other
 * call, and any call while the site has no https address, stays on the page's origin.
 */
export function requestTarget(secure: boolean, pageUrl: string, siteBaseUrl: string): RequestTarget {
  const siteOrigin = secure ? httpsOrigin(siteBaseUrl) : undefined;
  if (siteOrigin !== undefined && siteOrigin !== new URL(pageUrl).origin) return { base: siteOrigin, credentials: 'include' };
  return { base: pageUrl, credentials: 'same-origin' };
}

function httpsOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
