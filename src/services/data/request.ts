import * as z from 'zod/mini';
import { RETRY_WAIT_MS } from '../../shared/limits.ts';
import { CRUMB_COOKIE } from '../../shared/platform.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { writeCookie } from '../../platform/cookies/write-cookie.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { showSystemError } from './system-error/show-system-error.ts';
import { anyReply } from './reply-schema.ts';
import { interpretNoReply, interpretReply, type ReplyOutcome } from './interpret-reply.ts';
import { encodeBody, type RequestBody } from './request-body.ts';
import { requestTarget } from './request-target.ts';
import { buildRequestUrl, type Query } from './request-url.ts';
import type { RequestMethod } from './failure-status.ts';
import { LOGIN_REQUIRED_EVENT } from '../../shared/page-events.ts';

/** The reply format the helper expects, named in the system error overlay. */
const REPLY_FORMAT = 'json';

interface CommonOptions {
  /** A path on the target origin (or an absolute http(s) address). */
  url: string;
  query?: Query;
  /** Secure mode: call the site's own https domain (`page.website`), with credentials, when the page is on another host. */
  secure?: Pick<PageContext['website'], 'baseUrl'>;
  headers?: Readonly<Record<string, string>>;
  /**
   * The caller handles every failure itself, system errors included (logout only logs,
   * site-runtime.md §4): no system error overlay.
   */
  quiet?: boolean;
}

/** A GET carries no body (fetch refuses one); its data goes in `query`. */
export type RequestOptions = CommonOptions &
  (
    | { method: 'GET'; body?: never; json?: never }
    | {
        method: Exclude<RequestMethod, 'GET'>;
        body?: RequestBody;
        /** Send the body as JSON instead of form-encoded. */
        json?: boolean;
      }
  );

/**
 * The generic data helper (site-runtime.md §7, §8): one platform call, resolving with the parsed
 * JSON reply (checked against `schema` when given) or rejecting with a DataError. It adds the crumb,
 * retries once after RETRY_WAIT_MS where the retry rule allows it (failure-status.ts: by
 * status), retries once with the new crumb after a crumb failure, fires LOGIN_REQUIRED_EVENT when
 * the reply asks for a login, and shows the system error overlay for system errors (no reply after
 * the retry, an unreadable reply, authorizationFail, a cleaned error: DataError.systemError).
 * An address that is not http(s) rejects with a TypeError before anything is sent.
 */
export function request(options: RequestOptions): Promise<unknown>;
export function request<T>(options: RequestOptions, schema: z.ZodMiniType<T>): Promise<T>;
export async function request(options: RequestOptions, schema: z.ZodMiniType = anyReply): Promise<unknown> {
  const target = requestTarget(options.secure !== undefined, location.href, options.secure?.baseUrl ?? '');
  const encoded = options.body === undefined ? undefined : encodeBody(options.body, options.json ?? false);
  const init: RequestInit = {
    method: options.method,
    credentials: target.credentials,
    headers: { ...encoded?.headers, ...options.headers },
    body: encoded?.body ?? null,
  };
  let crumb = readCookie(CRUMB_COOKIE);
  let crumbRenewed = false;
  let retried = false;

  for (;;) {
    const url = buildRequestUrl(options.url, target.base, options.query, crumb);
    const outcome = await send(url, init, schema);
    switch (outcome.type) {
      case 'data':
        return outcome.data;
      case 'newCrumb':
        if (crumbRenewed) throw outcome.error;
        crumbRenewed = true;
        // The retry uses the new crumb even if the browser refuses the cookie.
        crumb = outcome.crumb;
        writeCookie(CRUMB_COOKIE, crumb, { path: '/' });
        break;
      case 'loginRequired':
        dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT));
        throw outcome.error;
      case 'failure':
        if (outcome.retryable && !retried) {
          retried = true;
          await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
          break;
        }
        if (outcome.error.systemError && !options.quiet) showSystemError(outcome.error, { url: options.url, format: REPLY_FORMAT });
        throw outcome.error;
    }
  }
}

async function send<T>(url: URL, init: RequestInit, schema: z.ZodMiniType<T>): Promise<ReplyOutcome<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url.href, init);
    // A connection lost while the body arrives is as much a network error as one lost before.
    text = await response.text();
  } catch {
    return interpretNoReply();
  }
  return interpretReply(response.status, text, schema);
}
