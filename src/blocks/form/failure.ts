import { MESSAGES } from '../../texts/messages.ts';
import type { FieldErrors } from './validate.ts';

const T = MESSAGES.form;

/** Why a submission did not go through, in the order the flow can fail. */
export type SubmitFailure =
  | { readonly stage: 'validation'; readonly errors: FieldErrors }
  | { readonly stage: 'captcha' }
  | {
      readonly stage: 'key';
      /** The data helper showed it in the system error overlay (DataError.systemError). */
      readonly systemError?: boolean;
    }
  | { readonly stage: 'read' }
  | {
      readonly stage: 'save';
      /** HTTP status; 0 when no reply arrived. */
      readonly status: number;
      /** The 400 reply's field id → message map. */
      readonly errors?: FieldErrors;
      /** The reply's data.error text, whatever the status. */
      readonly serverText?: string;
      /** The data helper showed it in the system error overlay (DataError.systemError). */
      readonly systemError?: boolean;
    };

/** What the visitor sees after a failed submission. */
export interface FailureView {
  /** The form's message, announced in its live region; empty when the system error overlay says it. */
  readonly message: string;
  /** Messages placed at their fields (site-runtime.md §4, §8). */
  readonly fieldErrors: FieldErrors;
  /** The banners above and below the form ("Role para baixo/cima"): field errors, not on newsletters. */
  readonly banners: boolean;
  /** The message repeats the field messages (a newsletter's): read out, not shown twice. */
  readonly announceOnly: boolean;
}

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: T.status401,
  404: T.status404,
  429: T.status429,
  500: T.status500,
};

/**
 * The message for a failed save (site-runtime.md §7, §8), first that applies:
 * - a system error (no reply, an unreadable reply, authorizationFail, cleaned): none, the data
 *   helper's system error overlay says it, and one failure gets one message;
 * - the reply's data.error text, on any status: the platform's own words about this submission;
 * - the status's own text (401, 404, 429, 500), for a reply with no error text (a proxy's page, `{}`);
 * - the save failure text when the runtime itself failed before a reply could be read (status 0);
 * - else the unknown error.
 */
function saveMessage(failure: Extract<SubmitFailure, { stage: 'save' }>): string {
  if (failure.systemError) return '';
  if (failure.serverText) return failure.serverText;
  return STATUS_MESSAGES[failure.status] ?? (failure.status === 0 ? T.saveFailure : T.unknown);
}

/**
 * Maps a failure to what is shown. `fieldIds` are the fields on the page: a server message for a
 * field the page does not have is shown as the form's message instead, so none is lost.
 */
export function failureView(failure: SubmitFailure, options: { newsletter: boolean; fieldIds: readonly string[] }): FailureView {
  const withFieldErrors = (errors: FieldErrors): FailureView => {
    const placed = Object.fromEntries(Object.entries(errors).filter(([id]) => options.fieldIds.includes(id)));
    const unplaced = Object.entries(errors).filter(([id]) => !options.fieldIds.includes(id));
    const hasPlaced = Object.keys(placed).length > 0;
    // A newsletter has no general "errors above" message: its field messages are what is announced.
    const general = options.newsletter ? Object.values(placed) : [T.invalidFields];
    const message = unplaced.length > 0 ? unplaced.map(([, text]) => text).join(' ') : general.join(' ');
    return { message, fieldErrors: placed, banners: hasPlaced && !options.newsletter, announceOnly: options.newsletter && unplaced.length === 0 };
  };
  const only = (message: string): FailureView => ({ message, fieldErrors: {}, banners: false, announceOnly: false });

  switch (failure.stage) {
    case 'validation':
      return withFieldErrors(failure.errors);
    case 'captcha':
      return only(T.captchaIncomplete);
    case 'key':
      return only(failure.systemError ? '' : T.keyFailure);
    case 'read':
      return only(T.readFailure);
    case 'save':
      if (!failure.systemError && failure.status === 400 && failure.errors && Object.keys(failure.errors).length > 0) return withFieldErrors(failure.errors);
      return only(saveMessage(failure));
  }
}
