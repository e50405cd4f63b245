import { MESSAGES } from '../../texts/messages.ts';
import type { DataErrorKind } from './data-error.ts';

/** The methods the data helper sends (site-runtime.md §7). */
export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The failure statuses site-runtime.md §8 lists: those of the network failures and application
 * errors, and 404 and 429 of the form messages. A call failing with one of these is not retried:
 * the server answered deliberately, and asking again would get the same answer (a second form
 * submission after a rate limit, say).
 */
const LISTED_FAILURE_STATUSES: readonly number[] = [400, 401, 403, 404, 429, 500, 501, 502, 503];

/** Statuses whose JSON body, when it carries error, message or billingErrorCode, is an application error (§8). */
const APPLICATION_ERROR_STATUSES: readonly number[] = [400, 401, 500, 502];

/** Sending one of these twice has the effect of sending it once (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS: readonly RequestMethod[] = ['GET', 'PUT', 'DELETE'];

/**
 * Statuses by which the server says it did not act on the request at all, so that even a POST may
 * be sent again: 408 Request Timeout (RFC 9110 §15.5.9) and 425 Too Early (RFC 8470 §5.2).
 */
const NOT_PROCESSED_STATUSES: readonly number[] = [408, 425];

/**
 * The one-retry rule (site-runtime.md §4 "Network call": one retry after 200 ms for statuses §8
 * does not list), decided here and nowhere else. `status` is 0 when no reply came.
 *
 * - GET, PUT and DELETE are idempotent: they get the retry when no reply came and for every
 *   failure status §8 does not list (408, 409, 418, 422, 504, …), as the spec says.
 * - A POST is not idempotent (a form save sent twice is two submissions). It gets the retry only
 *   when the server says it did not act on it (408, 425). No reply at all is not retried: the
 *   connection may have dropped after the server saved.
 * - Listed statuses and anything below 400 (an unreadable success reply) are never retried.
 */
export function mayRetry(method: RequestMethod, status: number): boolean {
  const idempotent = IDEMPOTENT_METHODS.includes(method);
  if (status === 0) return idempotent;
  if (status < 400 || LISTED_FAILURE_STATUSES.includes(status)) return false;
  return idempotent || NOT_PROCESSED_STATUSES.includes(status);
}

export function mayCarryApplicationError(status: number): boolean {
  return APPLICATION_ERROR_STATUSES.includes(status);
}

export interface StatusError {
  kind: DataErrorKind;
  message: string;
}

/** The error a failure status stands for (§8); 0 is a call that got no reply at all. */
export function errorForStatus(status: number): StatusError {
  switch (status) {
    case 401:
    case 403:
      return { kind: 'unauthorized', message: MESSAGES.data.unauthorized };
    case 500:
    case 501:
      return { kind: 'server', message: MESSAGES.data.serverError };
    case 503:
      return { kind: 'unavailable', message: MESSAGES.data.unavailable };
    default:
      return { kind: 'connect', message: MESSAGES.data.couldNotConnect };
  }
}
