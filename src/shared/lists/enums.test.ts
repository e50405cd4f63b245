// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as blockTypes from '../block-types.ts';
import * as enums from './enums.ts';
import * as pageTypes from '../page-types.ts';
import * as trackingEnums from '../tracking-enums.ts';

describe('the shared enums of galleries-maps-measurement.md §3.6', () => {
  it('the "Other enums" table: the styles and the page services’ ids', () => {
    expect(pageTypes.MOBILE_INFO_BAR_STYLE).toEqual({ none: 1, light: 2, dark: 3 });
    expect(pageTypes.POPUP_OVERLAY_STYLE).toEqual({ none: 1, show: 2 });
    expect([pageTypes.WEBSITE_TYPE_CLASSIC, pageTypes.WEBSITE_ROLE_VIEWER, pageTypes.COLLECTION_TYPE_PRODUCTS]).toEqual([1, 10, 13]);
  });

  it('page types (§2) the page services read', () => {
    expect([
      pageTypes.PAGE_TYPE_PAGE,
      pageTypes.PAGE_TYPE_NOT_FOUND,
      pageTypes.PAGE_TYPE_SEARCH,
      pageTypes.PAGE_TYPE_LOCK_SCREEN,
      pageTypes.PAGE_TYPE_MEMBER_AREA_ACCESS_DENIED,
    ]).toEqual([2, 100, 102, 103, 106]);
  });

  it('block variants by name', () => {
    expect(enums.SUMMARY_VARIANTS).toEqual(['wall', 'carousel', 'list', 'grid']);
    expect(enums.IMAGE_VARIANTS).toEqual(['inline', 'poster', 'card', 'overlap', 'collage', 'stack']);
  });

  it('positions', () => {
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
  });

  it('each enum is defined in one module of src/shared only', () => {
    const names = [blockTypes, enums, pageTypes, trackingEnums].flatMap((module) => Object.keys(module));
    expect(names.length).toBe(new Set(names).size);
    // Census event types and button context stay in tracking-enums.ts, where the census reads them.
    expect(trackingEnums.CENSUS_EVENT_TYPE).toEqual({ pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 });
    expect(trackingEnums.BUTTON_CONTEXT).toEqual({ buttonBlock: 1, popupOverlay: 2 });
  });
});
