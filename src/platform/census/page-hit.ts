import { CENSUS_EVENT_TYPE } from '../../shared/tracking-enums.ts';
import type { PageContext } from '../page-context/read-page-context.ts';
import { internalTrackingFields } from '../tracking/internal-fields.ts';

/**
 * "Census page-hit data" (site-runtime.md §3). The spec words some fields in prose; their names here:
 * viewport width and height → viewportWidth, viewportHeight; screen width and height → screenWidth,
 * screenHeight; page permission type → pagePermissionType. The others are the spec's own names.
 */
interface PageHitData {
  websiteId: string;
  templateId: string;
  website_locale: string;
  userAgent: string;
  /** Milliseconds since the epoch on the visitor's clock. */
  clientDate: number;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  url: string;
  title: string;
  /** Null on pages without an item, as are recordType and collectionId without theirs. */
  itemId: string | null;
  recordType: number | null;
  collectionId: string | null;
  pagePermissionType: number;
}

/** The RecordHit form: `event`, `data` (PageHitData as JSON) and the visit cookie `ss_cvr`. */
export interface PageHitFields {
  event: number;
  data: string;
  ss_cvr: string;
}

/** What the page hit reads from the browser; `window` satisfies it. */
export interface PageHitEnvironment {
  readonly location: Pick<Location, 'href' | 'pathname' | 'hash'>;
  readonly document: Pick<Document, 'title'> & { readonly documentElement: Pick<HTMLElement, 'lang'> };
  readonly navigator: Pick<Navigator, 'userAgent'>;
  readonly screen: Pick<Screen, 'width' | 'height'>;
  readonly innerWidth: number;
  readonly innerHeight: number;
}

/** A census event type (galleries-maps-measurement.md §3.6). */
export type CensusEventType = (typeof CENSUS_EVENT_TYPE)[keyof typeof CENSUS_EVENT_TYPE];

/**
 * The RecordHit form of a census event at `now`: the page view's by default; another event type
 * sends the same page-hit data, with the fields of its own in `extra` after them (a site search's query).
 */
export function pageHitFields(
  context: PageContext,
  env: PageHitEnvironment,
  cvr: string,
  now: number,
  event: CensusEventType = CENSUS_EVENT_TYPE.pageView,
  extra?: Readonly<Record<string, string>>,
): PageHitFields {
  // websiteId, templateId and website_locale mean the same as in internal tracking: one definition.
  const { websiteId, templateId, website_locale } = internalTrackingFields(context, env.location, env.document.documentElement.lang);
  const data: PageHitData = {
    websiteId,
    templateId,
    website_locale,
    userAgent: env.navigator.userAgent,
    clientDate: now,
    viewportWidth: env.innerWidth,
    viewportHeight: env.innerHeight,
    screenWidth: env.screen.width,
    screenHeight: env.screen.height,
    url: env.location.href,
    title: env.document.title,
    // An id that fell back to '' is no id: null, as on a page without one.
    itemId: context.item?.id || null,
    recordType: context.item?.recordType ?? null,
    collectionId: context.collection?.id || null,
    pagePermissionType: context.pagePermissionType,
    ...extra,
  };
  return { event, data: JSON.stringify(data), ss_cvr: cvr };
}
