import type * as z from 'zod/mini';
import { anyReply } from '../data/reply-schema.ts';
import { request, type RequestOptions } from '../data/request.ts';
import { getXsrfToken } from './xsrf-token.ts';

/** The header the platform checks a site-user call's token in (site-runtime.md §7). */
const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** A data call on behalf of the signed-in site user: the data helper, plus the session's token when there is one. */
export function siteUserRequest(options: RequestOptions): Promise<unknown>;
export function siteUserRequest<T>(options: RequestOptions, schema: z.ZodMiniType<T>): Promise<T>;
export function siteUserRequest(options: RequestOptions, schema: z.ZodMiniType = anyReply): Promise<unknown> {
  const token = getXsrfToken();
  return request(token === undefined ? options : { ...options, headers: { ...options.headers, [SITE_USER_XSRF_HEADER]: token } }, schema);
}
