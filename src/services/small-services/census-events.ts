import { BUTTON_CONTEXT } from '../../shared/tracking-enums.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { withoutTrailingSlash } from '../../platform/tracking/internal-fields.ts';
import { BUTTON_CLICK_PATH, BUTTON_RENDER_PATH, FORM_RENDER_PATH, OVERLAY_PATH, VISIT_RECORD_COOKIE } from '../../shared/platform.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { sendCensus } from '../../platform/census/send-census.ts';
import type { PageTracking } from '../../platform/consent/consent.ts';

// Census calls of blocks and overlays; the page view is in page-view.ts, which every page loads.

type ButtonContext = (typeof BUTTON_CONTEXT)[keyof typeof BUTTON_CONTEXT];

/** "Button tracking" (site-runtime.md §3); the values come from the button block's config (docs/markup.md 6.9). */
export interface ButtonTrackingFields {
  /** The button block's element id. */
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  context: ButtonContext;
}

/** "Overlay and form-render tracking" (site-runtime.md §3). */
export interface PageTrackingFields {
  visitorCookie: string;
  pageTitle: string;
  /** The item's id on an item page, else the collection's, else empty. */
  pageId: string;
  /** 'i' for an item, 'c' for a collection, empty on a page with neither. */
  contentSource: 'i' | 'c' | '';
  /** Trailing slash removed, as pagePath is everywhere else in tracking. */
  pagePath: string;
}

export function trackButtonRender(consent: PageTracking['consent'], fields: ButtonTrackingFields): Promise<void> {
  return sendCensus(consent, BUTTON_RENDER_PATH, fields);
}

export function trackButtonClick(consent: PageTracking['consent'], fields: ButtonTrackingFields): Promise<void> {
  return sendCensus(consent, BUTTON_CLICK_PATH, fields);
}

function pageTrackingFields(
  context: Pick<PageContext, 'item' | 'collection'>,
  location: Pick<Location, 'pathname'>,
  document: Pick<Document, 'title'>,
  visitorCookie: string,
): PageTrackingFields {
  const { item, collection } = context;
  return {
    visitorCookie,
    pageTitle: document.title,
    // `||`: a page-context id that fell back alone is '' (docs/markup.md §2), not an id.
    pageId: item?.id || collection?.id || '',
    contentSource: item ? 'i' : collection ? 'c' : '',
    pagePath: withoutTrailingSlash(location.pathname),
  };
}

/** The tracking fields of the page `doc` shows, with the visitor cookie it holds now. */
export function currentPageTrackingFields(context: Pick<PageContext, 'item' | 'collection'>, doc: Document = document): PageTrackingFields {
  return pageTrackingFields(context, doc.defaultView?.location ?? location, doc, readCookie(VISIT_RECORD_COOKIE, doc.cookie) ?? '');
}

export function trackFormRender(consent: PageTracking['consent'], fields: PageTrackingFields): Promise<void> {
  return sendCensus(consent, FORM_RENDER_PATH, fields);
}

export function trackOverlay(consent: PageTracking['consent'], fields: PageTrackingFields): Promise<void> {
  return sendCensus(consent, OVERLAY_PATH, fields);
}
