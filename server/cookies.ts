import type { CookieSerializeOptions } from '@fastify/cookie';

/** Every cookie name the fixture server reads or writes, in one place. */
export const COOKIE = {
  /** Anti-forgery crumb; the runtime reads it from document.cookie, so it is not HttpOnly. */
  crumb: 'crumb',
  /** Tags recorded requests and scopes faults for one test or QA session. */
  qaSession: 'qa_session',
  /** `0`: fixture pages carry no QA banner for this browser (the e2e and cross-browser suites: their selectors and figures are the page's own). */
  qaBanner: 'qa_banner',
  /** Simulated platform login of the site owner or a viewer (`owner` | `viewer`). */
  fixtureAccount: 'fixture_account',
  /** Site-user (member area) session. */
  siteUserSession: 'siteuser_session',
  /** Commerce cart token read by /commerce/goto-checkout. */
  cart: 'CART',
} as const;

/** Options shared by every cookie the server sets: whole site, sent on same-site navigations. */
export const SITE_COOKIE: CookieSerializeOptions = { path: '/', sameSite: 'lax' };

/** Same as SITE_COOKIE, hidden from page scripts (for cookies the runtime never reads). */
export const SERVER_ONLY_COOKIE: CookieSerializeOptions = { ...SITE_COOKIE, httpOnly: true };
