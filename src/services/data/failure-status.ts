import { MESSAGES } from '../../texts/messages.ts';
import type { DataErrorKind } from './data-error.ts';

/**
 * The failure statuses site-runtime.md §8 lists: those of the network failures and application
 * errors, and 404 and 429 of the form messages. A call failing with one of these is not retried:
 * the server answered deliberately, and asking again would get the same answer (a second form
 * submission after a rate limit, say). Any other failure status (408, 504, …) may be passing, so it
 * gets one retry (§4 "Network call").
 */
const LISTED_FAILURE_STATUSES: readonly number[] = [400, 401, 403, 404, 429, 500, 501, 502, 503];

/** Statuses whose JSON body, when it carries error, message or billingErrorCode, is an application error (§8). */
const APPLICATION_ERROR_STATUSES: readonly number[] = [400, 401, 500, 502];

export function isRetryableStatus(status: number): boolean {
  return !LISTED_FAILURE_STATUSES.includes(status);
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
