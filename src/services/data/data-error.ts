import { SiteRuntimeError } from '../../shared/errors.ts';

/** What went wrong with a data call (site-runtime.md §8); callers choose their reaction by kind. */
export type DataErrorKind = 'parse' | 'unauthorized' | 'server' | 'unavailable' | 'connect' | 'application';

/** What a reply's JSON body said about the failure, kept for callers (forms, the system error overlay). */
export interface DataErrorDetails {
  billingErrorCode?: string | number;
  /** Field id → message, for forms to place at each field. */
  errors?: Record<string, string>;
  /** The platform logged and reported the error already; the overlay says so instead of the message. */
  cleaned?: boolean;
  /** The reply's own `error` text, whatever the status (a form shows it, site-runtime.md §7 "data.error"). */
  serverError?: string;
  /** The reply flagged authorizationFail (site-runtime.md §6). */
  authorizationFail?: boolean;
}

/**
 * The one error a data call rejects with. `status` is the HTTP status, 0 when no reply arrived.
 * `message` is always text: the server's own text for application errors, a MESSAGES.data text otherwise.
 */
export class DataError extends SiteRuntimeError {
  override readonly name = 'DataError';
  readonly billingErrorCode?: string | number;
  readonly errors?: Record<string, string>;
  readonly cleaned?: boolean;
  readonly serverError?: string;
  /**
   * A system error (site-runtime.md §6, §8): no reply at all, an unreadable reply, authorizationFail
   * or a reply the platform flagged cleaned. The data helper shows these in the system error overlay
   * unless the call is quiet, so a caller does not word them again.
   */
  readonly systemError: boolean;

  constructor(
    readonly kind: DataErrorKind,
    message: string,
    readonly status: number,
    details: DataErrorDetails = {},
  ) {
    super(message);
    this.billingErrorCode = details.billingErrorCode;
    this.errors = details.errors;
    this.cleaned = details.cleaned;
    this.serverError = details.serverError;
    this.systemError = kind === 'parse' || status === 0 || details.cleaned === true || details.authorizationFail === true;
  }
}
