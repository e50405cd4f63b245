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

/**
 * The one-retry rule (site-runtime.md §4 "Network call": one retry after 200 ms for statuses §8
 * does not list), decided here and nowhere else, the same for every method. `status` is 0 when no
 * reply came: that is retried too. A POST is as safe to repeat as the others: the form's save carries
 * its submission key, which the platform takes once (a repeat is answered as the first, docs/markup.md
 * "Platform calls"); the other POSTs (a key, a block's rendering, the logout, a sign-in) change nothing
 * when sent twice. Listed statuses and anything below 400 (an unreadable success reply) are never retried.
 */
export function mayRetry(status: number): boolean {
  return status === 0 || (status >= 400 && !LISTED_FAILURE_STATUSES.includes(status));
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
