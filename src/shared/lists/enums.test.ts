// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as blockTypes from '../block-types.ts';
import * as currencies from './currencies.ts';
import * as enums from './enums.ts';
import * as pageTypes from '../page-types.ts';
import * as trackingEnums from '../tracking-enums.ts';

describe('the shared enums of galleries-maps-measurement.md §3.6', () => {
  it('collection types', () => {
    expect(enums.COLLECTION_TYPE).toEqual({
      generic: 1,
      subscription: 2,
      microblog: 3,
      checkIn: 4,
      photoFeed: 5,
      galleryBlock: 6,
      templatePage: 7,
      splashPage: 8,
      page: 10,
      photoCommunity: 11,
      photoSharing: 12,
      products: 13,
      mosaic: 14,
      slideGallery: 15,
      slideAlbum: 16,
      slideVideo: 17,
      albumBlock: 18,
      project: 19,
      sectionCatalog: 20,
      pageCatalog: 21,
      itemCatalog: 22,
      portfolio: 23,
      lessons: 24,
    });
  });

  it('the examples of external service providers and plan features', () => {
    expect(Object.values(enums.EXTERNAL_SERVICE_PROVIDER)).toEqual([2, 15, 45, 46, 47, 48, 76]);
    expect(enums.FEATURE).toEqual({
      commerce: 6,
      codeInjection: 28,
      siteUserAccounts: 29,
      giftCards: 40,
      subscriptions: 50,
      pointOfSale: 56,
      automaticTaxCalculation: 63,
      buyNowPayLater: 64,
      profilesApi: 65,
    });
  });

  it('the "Other enums" table', () => {
    expect(enums.MEASUREMENT_STANDARD).toEqual({ imperial: 1, metric: 2 });
    expect(pageTypes.MOBILE_INFO_BAR_STYLE).toEqual({ none: 1, light: 2, dark: 3 });
    expect(pageTypes.POPUP_OVERLAY_STYLE).toEqual({ none: 1, show: 2 });
    expect(enums.PRODUCT_TYPE).toEqual({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
    expect(enums.BADGE_TYPE).toEqual({ none: 1, black: 2, white: 3 });
    expect(enums.SLIDE_TYPE).toEqual({ coverPage: 1, lockScreen: 2, popupOverlay: 3 });
    expect(pageTypes.WEBSITE_TYPE).toEqual({ classic: 1, coverPage: 2, parkingPage: 3, commerce: 4, enterprise: 5 });
    expect(enums.TEMPLATE_VERSIONS).toEqual(['7', '7.1', '8']);
    expect(enums.WORKFLOW_STATE).toEqual({ published: 1, scheduled: 2, needsReview: 3, draft: 4, private: 5, deleted: 6 });
    expect(pageTypes.WEBSITE_STATUS).toEqual({
      expired: 1,
      pastDue: 2,
      trial: 3,
      beta: 4,
      removed: 5,
      internal: 6,
      comped: 7,
      paid: 8,
      v5Linked: 11,
      activeParkingPage: 12,
      resold: 13,
      resoldGracePeriod: 14,
      enterprise: 15,
    });
    expect(pageTypes.WEBSITE_ROLE).toEqual({
      admin: 1,
      billing: 2,
      reporting: 3,
      editor: 4,
      moderator: 6,
      commenter: 7,
      storeManager: 8,
      scheduling: 9,
      viewer: 10,
      campaignsEditor: 11,
      schedulingViewer: 12,
      schedulingEditor: 13,
    });
  });

  it('slice types', () => {
    expect(enums.SLICE_TYPE).toEqual({
      heading: 1,
      subHeading: 2,
      body: 3,
      image: 4,
      gallery: 5,
      video: 6,
      socialIcons: 7,
      buttons: 8,
      navigation: 9,
      customForm: 10,
      newsletter: 11,
      album: 12,
      map: 13,
      logo: 14,
      action: 15,
      form: 16,
      lock: 17,
      password: 18,
      microblog: 19,
      popupOverlayAction: 20,
      tempLockInject: 100,
    });
  });

  it('block variants by name, in 1000 to 1017', () => {
    expect([enums.BLOCK_VARIANT_FIRST, enums.BLOCK_VARIANT_LAST]).toEqual([1000, 1017]);
    expect(enums.GALLERY_VARIANTS).toEqual(['slideshow', 'carousel', 'grid', 'stack']);
    expect(enums.SUMMARY_VARIANTS).toEqual(['wall', 'carousel', 'list', 'grid']);
    expect(enums.CHART_VARIANTS).toEqual(['bar', 'line', 'pie']);
    expect(enums.IMAGE_VARIANTS).toEqual(['inline', 'poster', 'card', 'overlap', 'collage', 'stack']);
  });

  it('the other lists', () => {
    expect(enums.COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']);
    expect(enums.DEVICE_VIEWS).toEqual(['desktop', 'phone', 'tablet']);
    expect(enums.POSITIONS).toEqual([
      'top-left',
      'top-center',
      'top-right',
      'center-left',
      'center-center',
      'center-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]);
    expect(enums.SURVEY_COHORTS).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(enums.AESTHETICS_DIRTY_PATHS).toEqual([
      'colors.activeThemeId',
      'fonts.activeThemeId',
      'colors.palette',
      'colors.themes',
      'fonts.themes',
      'fonts.fontUsageCategories',
    ]);
  });

  it('each enum is defined in one module of src/shared only', () => {
    const names = [blockTypes, currencies, enums, pageTypes, trackingEnums].flatMap((module) => Object.keys(module));
    expect(names.length).toBe(new Set(names).size);
    // Census event types and button context stay in tracking-enums.ts, where the census reads them.
    expect(trackingEnums.CENSUS_EVENT_TYPE).toEqual({ pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 });
    expect(trackingEnums.BUTTON_CONTEXT).toEqual({ buttonBlock: 1, popupOverlay: 2 });
  });
});
