import { DataError } from '../../services/data/data-error.ts';
import type { SubmitFailure } from './failure.ts';
import type { FieldValue } from './field-value.ts';
import type { FieldErrors } from './validate.ts';

export type SubmitOutcome = { readonly ok: true } | { readonly ok: false; readonly failure: SubmitFailure };

/** The steps of one submission; the block gives the browser's, tests give their own. */
export interface SubmitSteps {
  /** The values by field id; throws when the fields cannot be read. */
  readValues(): Record<string, FieldValue>;
  validate(values: Readonly<Record<string, FieldValue>>): FieldErrors;
  /** The captcha's token: undefined without a captcha, '' while it is not completed. */
  captchaToken(): string | undefined;
  /** POST /api/form/FormSubmissionKey; resolves with the key. */
  fetchKey(): Promise<string>;
  /** POST /api/form/SaveFormSubmission; rejects with a DataError. */
  save(key: string, values: Readonly<Record<string, FieldValue>>, captchaKey: string | undefined): Promise<void>;
}

/**
 * A failed save as the form shows it: the status, the errors map and data.error of the reply
 * (site-runtime.md §7), and whether the system error overlay showed it already. Anything but a
 * DataError is the runtime's own failure (status 0).
 */
function saveFailure(error: unknown): SubmitFailure {
  if (!(error instanceof DataError)) return { stage: 'save', status: 0 };
  return { stage: 'save', status: error.status, errors: error.errors, serverText: error.serverError, systemError: error.systemError };
}

/** What the checks before sending found: the values and the captcha's answer, or why nothing can be sent. */
export type CheckOutcome =
  | { readonly ok: true; readonly values: Readonly<Record<string, FieldValue>>; readonly captchaKey: string | undefined }
  | { readonly ok: false; readonly failure: SubmitFailure };

/**
 * The first steps of a submission, in order (site-runtime.md §4, §5): read the fields, validate them,
 * check the captcha. All on the page and synchronous: a form that fails here sends nothing, so the
 * controller shows the failure without locking the form first. Then sendForm gets a key and saves.
 */
export function checkForm(steps: SubmitSteps): CheckOutcome {
  const fail = (failure: SubmitFailure): CheckOutcome => ({ ok: false, failure });
  let values: Record<string, FieldValue>;
  let errors: FieldErrors;
  try {
    values = steps.readValues();
    errors = steps.validate(values);
  } catch {
    return fail({ stage: 'read' });
  }
  if (Object.keys(errors).length > 0) return fail({ stage: 'validation', errors });

  let captchaKey: string | undefined;
  try {
    captchaKey = steps.captchaToken();
  } catch {
    // A captcha library that fails when asked for its answer gives no answer.
    captchaKey = '';
  }
  if (captchaKey === '') return fail({ stage: 'captcha' });
  return { ok: true, values, captchaKey };
}

/** The sending of a checked submission: get a key, then save. */
export async function sendForm(steps: SubmitSteps, { values, captchaKey }: Extract<CheckOutcome, { ok: true }>): Promise<SubmitOutcome> {
  const fail = (failure: SubmitFailure): SubmitOutcome => ({ ok: false, failure });
  let key: string;
  try {
    key = await steps.fetchKey();
  } catch (error) {
    return fail({ stage: 'key', systemError: error instanceof DataError && error.systemError });
  }
  try {
    await steps.save(key, values, captchaKey);
  } catch (error) {
    return fail(saveFailure(error));
  }
  return { ok: true };
}
