import { MESSAGES } from '../../texts/messages.ts';
import type { FieldErrors } from './validate.ts';

const T = MESSAGES.form;

/** Why a submission did not go through, in the order the flow can fail. */
export type SubmitFailure =
  | { readonly stage: 'validation'; readonly errors: FieldErrors }
  | { readonly stage: 'captcha' }
  | { readonly stage: 'key' }
  | { readonly stage: 'read' }
  | {
      readonly stage: 'save';
      /** HTTP status; 0 when no reply arrived. */
      readonly status: number;
      /** The 400 reply's field id → message map. */
      readonly errors?: FieldErrors;
      /** The reply's data.error text. */
      readonly serverText?: string;
      /** The reply was a success status but could not be read. */
      readonly unreadable?: boolean;
    };

/** What the visitor sees after a failed submission. */
export interface FailureView {
  /** The form's message, announced in its live region. */
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

/** The message for a failed save (site-runtime.md §8): the status's own, else data.error, else the unknown error. */
function saveMessage(failure: Extract<SubmitFailure, { stage: 'save' }>): string {
  // No reply, or one that could not be read: the save itself failed.
  if (failure.status === 0 || failure.unreadable) return T.saveFailure;
  return STATUS_MESSAGES[failure.status] ?? (failure.serverText || T.unknown);
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
      return only(T.keyFailure);
    case 'read':
      return only(T.readFailure);
    case 'save':
      if (failure.status === 400 && failure.errors && Object.keys(failure.errors).length > 0) return withFieldErrors(failure.errors);
      return only(saveMessage(failure));
  }
}
