/**
 * Every page event the runtime fires or listens to, in one place (docs/markup.md §4 "Page events"
 * lists them; the names are chosen there). All are dispatched on `window`; a `detail` travels as a
 * CustomEvent's. One constant each, not one object: a chunk carries only the names it uses, and
 * naming an event never loads the code behind it.
 *
 * One rule spells them all: `siteruntime:{name}` for the page's own, `siteruntime:{feature}:{name}` for
 * one feature's (featureEvent: what a block's or feature's context.dispatch fires, and what a feature listens to).
 */

/** The one prefix of every event the runtime fires or listens to. */
const EVENT_PREFIX = 'siteruntime';

/** The event `name` of `feature` (a registry name: 'gallery', 'cookie-banner'), as context.dispatch fires it. */
export const featureEvent = (feature: string, name: string): string => `${EVENT_PREFIX}:${feature}:${name}`;

/** page → runtime, `{ allowed: boolean }`: the visitor's cookie choice, from the banner or a consent tool. */
export const CONSENT_EVENT = 'siteruntime:consent';
/** runtime → page, `{ name, data }`: the pixel events (SR §7), only while tracking is allowed. */
export const PIXEL_EVENT = 'siteruntime:pixel';
/** runtime → page, no detail: a platform reply flagged loginRequired (SR §6). */
export const LOGIN_REQUIRED_EVENT = 'siteruntime:login-required';
/** page → runtime, optional partial cookie settings: show the cookie banner as a preview that ignores clicks. */
export const COOKIE_BANNER_FORCE_EVENT = 'siteruntime:cookie-banner:force';
/** page → runtime, no detail: end the preview; hidden again once the visitor has chosen. */
export const COOKIE_BANNER_UNFORCE_EVENT = 'siteruntime:cookie-banner:unforce';
/**
 * page → runtime, no detail: the visitor asks to see and change their cookie choice (what a
 * `[data-cookie-settings]` control does): the banner opens as a modal dialog whatever was chosen.
 */
export const COOKIE_BANNER_OPEN_EVENT = 'siteruntime:cookie-banner:open';
/** page → runtime, partial cookie settings (server-side names): re-render the banner with them merged. */
export const COOKIE_BANNER_UPDATE_EVENT = 'siteruntime:cookie-banner:update';
/**
 * page → runtime, no detail, on window or bubbling from inside the popup: a form in the popup overlay
 * signed the visitor up, so its record is marked submitted. Ignored from outside the popup.
 */
export const POPUP_SIGNUP_EVENT = 'siteruntime:popup-overlay:signup';
/** page → runtime, `{ html: string }`, logged-in account only: preview that HTML, sanitized, in the announcement bar. */
export const ANNOUNCEMENT_BAR_UPDATE_EVENT = 'siteruntime:announcement-bar:update';
/** page → runtime, no detail, logged-in account only: show the popup overlay as a preview, whatever its rules say. */
export const POPUP_OVERLAY_FORCE_EVENT = 'siteruntime:popup-overlay:force';
/** page → runtime, no detail: close the preview the force event opened. */
export const POPUP_OVERLAY_UNFORCE_EVENT = 'siteruntime:popup-overlay:unforce';
