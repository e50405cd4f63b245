import * as z from 'zod/mini';
import { MESSAGES } from '../../texts/messages.ts';
import { DataError, type DataErrorDetails } from './data-error.ts';
import { errorForStatus, mayCarryApplicationError, mayRetry } from './failure-status.ts';
import { type FailureReply, failureReplySchema, isRecord, type ReplyFlags, replyFlagsSchema } from './reply-schema.ts';

/** What the browser glue does with a reply; `error` is what the call rejects with. */
export type ReplyOutcome<T> =
  | { type: 'data'; data: T }
  /** Retry once with the new crumb; reject with `error` if this was the retry already. */
  | { type: 'newCrumb'; crumb: string; error: DataError }
  /** Fire the login-required event and reject. */
  | { type: 'loginRequired'; error: DataError }
  /**
   * Reject, after one retry when `retryable` (the retry rule of failure-status.ts); the system error
   * overlay first when `error.systemError`.
   */
  | { type: 'failure'; error: DataError; retryable: boolean };

const NO_CONTENT = 204;

/**
 * Reads a reply (status and body text) of a call by the rules of site-runtime.md §4–§8.
 * Pure: the caller does the fetching, waiting and showing. A 2xx reply must be JSON matching
 * `schema`, else it is a parse error; a failure reply's body counts only when it is JSON of the
 * expected shape.
 */
export function interpretReply<T>(status: number, text: string, schema: z.ZodMiniType<T>): ReplyOutcome<T> {
  const ok = status >= 200 && status < 300;
  const json = status === NO_CONTENT ? null : parseJson(text);
  const flags = json === undefined ? undefined : readFlags(json);
  if (!flags) return ok ? parseFailure(status) : statusFailure(status);
  const failure = !ok && isRecord(json) ? failureReplySchema.safeParse(json) : undefined;
  const details = failure?.success ? detailsOf(failure.data) : {};

  // A crumb failure comes first: the server refused the call before looking at anything else.
  if (flags.crumbFail) {
    const error = unauthorized(status, details);
    return flags.crumb ? { type: 'newCrumb', crumb: flags.crumb, error } : { type: 'failure', error, retryable: false };
  }
  if (flags.loginRequired) return { type: 'loginRequired', error: unauthorized(status, details) };
  if (flags.authorizationFail) return { type: 'failure', error: unauthorized(status, { ...details, authorizationFail: true }), retryable: false };

  if (ok) {
    const data = schema.safeParse(json);
    return data.success ? { type: 'data', data: data.data } : parseFailure(status);
  }
  return failure?.success ? bodyFailure(status, failure.data, details) : statusFailure(status);
}

/** A call that got no reply at all (a network error): a connect failure, retried as failure-status.ts says. */
export function interpretNoReply(): ReplyOutcome<never> {
  return statusFailure(0);
}

/** The parsed body, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The reply's flags (none for JSON that is not an object), or undefined when they are malformed. */
function readFlags(json: unknown): ReplyFlags | undefined {
  if (!isRecord(json)) return {};
  const flags = replyFlagsSchema.safeParse(json);
  return flags.success ? flags.data : undefined;
}

function detailsOf(reply: FailureReply): DataErrorDetails {
  return {
    billingErrorCode: reply.billingErrorCode ?? undefined,
    errors: reply.errors ?? undefined,
    cleaned: reply.cleaned ?? undefined,
    serverError: reply.error || undefined,
  };
}

function parseFailure(status: number): ReplyOutcome<never> {
  return { type: 'failure', error: new DataError('parse', MESSAGES.data.unparseable, status), retryable: false };
}

/** Login required, authorization and crumb failures: the call was refused as unauthorized. */
function unauthorized(status: number, details: DataErrorDetails): DataError {
  return new DataError('unauthorized', MESSAGES.data.unauthorized, status, details);
}

/** A failure with a readable JSON body: an application error carrying the server's text where §8 allows one. */
function bodyFailure(status: number, reply: FailureReply, details: DataErrorDetails): ReplyOutcome<never> {
  const serverText = reply.error || reply.message;
  if (mayCarryApplicationError(status) && (serverText || details.billingErrorCode !== undefined)) {
    // A billing code alone comes with no text: the status's own message stands in.
    const error = new DataError('application', serverText || errorForStatus(status).message, status, details);
    return { type: 'failure', error, retryable: false };
  }
  return statusFailure(status, details);
}

function statusFailure(status: number, details: DataErrorDetails = {}): ReplyOutcome<never> {
  const { kind, message } = errorForStatus(status);
  return { type: 'failure', error: new DataError(kind, message, status, details), retryable: mayRetry(status) };
}
