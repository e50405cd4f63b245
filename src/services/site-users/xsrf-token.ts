/** Where the token survives a reload of the tab (and only that: it is the session's, not the visitor's). */
const STORAGE_KEY = 'siteruntime:siteuser-xsrf-token';

/** Kept in memory too, so it still works where sessionStorage is unavailable (storage blocked, private modes). */
let token: string | undefined;

/** The site-user session's anti-forgery token, from memory or, after a reload, from sessionStorage. */
export function getXsrfToken(): string | undefined {
  token ??= readStorage();
  return token;
}

export function setXsrfToken(value: string): void {
  token = value;
  try {
    sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage refused: the token lives in memory for this page only.
  }
}

export function forgetXsrfToken(): void {
  token = undefined;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: nothing was stored there.
  }
}

function readStorage(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
