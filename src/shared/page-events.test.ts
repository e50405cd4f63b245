import { describe, expect, it } from 'vitest';
import * as PAGE_EVENTS from './page-events.ts';

describe('page events', () => {
  it('spells every page event once, under the siteruntime: prefix (docs/markup.md §4)', () => {
    expect({ ...PAGE_EVENTS }).toEqual({
      CONSENT_EVENT: 'siteruntime:consent',
      PIXEL_EVENT: 'siteruntime:pixel',
      LOGIN_REQUIRED_EVENT: 'siteruntime:login-required',
      COOKIE_BANNER_FORCE_EVENT: 'siteruntime:cookie-banner:force',
      COOKIE_BANNER_OPEN_EVENT: 'siteruntime:cookie-banner:open',
      COOKIE_BANNER_UNFORCE_EVENT: 'siteruntime:cookie-banner:unforce',
      COOKIE_BANNER_UPDATE_EVENT: 'siteruntime:cookie-banner:update',
      POPUP_SIGNUP_EVENT: 'siteruntime:popup-signup',
      ANNOUNCEMENT_BAR_UPDATE_EVENT: 'siteruntime:announcement-bar:update',
      POPUP_OVERLAY_FORCE_EVENT: 'siteruntime:popup-overlay:force',
      POPUP_OVERLAY_UNFORCE_EVENT: 'siteruntime:popup-overlay:unforce',
    });
  });
});
