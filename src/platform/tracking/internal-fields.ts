import type { PageContext } from '../page-context/read-page-context.ts';

/** Internal tracking fields (site-runtime.md §3), also the product analytics payload (galleries-maps-measurement.md §3.5). */
export interface InternalTrackingFields {
  websiteId: string;
  templateId: string;
  variantId: string;
  memberAccountId: string;
  pagePath: string;
  pageHash: string;
  member_locale: string;
  website_locale: string;
}

/** The path with its trailing slash removed; the root stays '/', since an empty path names no page. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function internalTrackingFields(context: PageContext, location: Pick<Location, 'pathname' | 'hash'>, documentLanguage: string): InternalTrackingFields {
  return {
    websiteId: context.website.id,
    templateId: context.website.templateId,
    variantId: context.website.variantId,
    memberAccountId: context.memberAccount?.id ?? '',
    pagePath: withoutTrailingSlash(location.pathname),
    pageHash: location.hash,
    member_locale: context.memberAccount?.locale ?? '',
    website_locale: context.website.language || documentLanguage,
  };
}
