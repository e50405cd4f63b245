import { isRecord, stringField, tryParseJson } from '../body.ts';
import { FIXTURE_CAPTCHA_KEY, findForm as findFixtureForm, type FormDefinition } from '../data/forms.ts';

const FORM_MESSAGES = {
  invalidKey: 'Chave de envio inválida ou expirada.',
  formNotFound: 'Formulário não encontrado.',
  invalidFormData: 'Dados do formulário inválidos.',
  invalidCaptcha: 'CAPTCHA inválido.',
  required: 'Este campo é obrigatório.',
  invalidEmail: 'Informe um endereço de e-mail válido.',
} as const;

export type SubmissionOutcome = { status: 200; body: { success: true } } | { status: 400 | 404; body: { error: string } | { errors: Record<string, string> } };

function failure(status: 400 | 404, error: string): SubmissionOutcome {
  return { status, body: { error } };
}

/** Something was entered: non-blank text, or a list or map (name parts, likert) holding some. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(isFilled);
  if (isRecord(value)) return Object.values(value).some(isFilled);
  return false;
}

/** something@something.tld, as the platform checks it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL.test(value.trim());
}

function fieldErrors(form: FormDefinition, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    // Section fields are headings: the client never sends them, and nothing sent under their id counts.
    if (field.type === 'section') continue;
    const value = values[field.id];
    if (!isFilled(value)) {
      if (field.required) errors[field.id] = FORM_MESSAGES.required;
    } else if (field.type === 'email' && !isEmail(value)) {
      errors[field.id] = FORM_MESSAGES.invalidEmail;
    }
  }
  return errors;
}

/**
 * The lighter submission (newsletter) has no form definition to check against: every value under
 * an id containing "email" (any case) must be an address, filled or not.
 */
function lighterFieldErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) {
    if (id.toLowerCase().includes('email') && !isEmail(value)) errors[id] = FORM_MESSAGES.invalidEmail;
  }
  return errors;
}

function fieldOutcome(errors: Record<string, string>): SubmissionOutcome {
  if (Object.keys(errors).length > 0) return { status: 400, body: { errors } };
  return { status: 200, body: { success: true } };
}

export interface SubmissionDependencies {
  /**
   * The answer to a save with this key (FormKeyStore.answer): `decide()`'s on its first use, the
   * same answer again on a repeat; undefined when the key is not valid.
   */
  answerOnce: (key: string, decide: () => SubmissionOutcome) => SubmissionOutcome | undefined;
  /** Form definitions by id (the fixture data unless a test gives its own). */
  findForm?: (id: string) => FormDefinition | undefined;
}

/** The values: `form` must be a JSON string of an object (in JSON bodies too), else undefined. */
function submittedValues(body: unknown): Record<string, unknown> | undefined {
  const values = tryParseJson(stringField(body, 'form') ?? '');
  return isRecord(values) ? values : undefined;
}

/** A body field that was sent at all (any value, even empty), as opposed to left out. */
function hasField(body: unknown, name: string): boolean {
  return isRecord(body) && body[name] !== undefined;
}

/**
 * Decides a SaveFormSubmission call as the platform does, in its order: key, form, values,
 * captcha, fields. The first save with a key decides it whatever the outcome; a repeat with the same
 * key is answered as the first was (a retry whose reply was lost), never decided again.
 */
export function evaluateSubmission(body: unknown, { answerOnce, findForm = findFixtureForm }: SubmissionDependencies): SubmissionOutcome {
  const key = stringField(body, 'key');
  const answer = key === undefined ? undefined : answerOnce(key, () => decideSubmission(body, findForm));
  return answer ?? failure(400, FORM_MESSAGES.invalidKey);
}

/**
 * A save with a valid key. A body without `formId` is the lighter submission (site-runtime.md §3,
 * used by the newsletter block), decided by evaluateLighterSubmission.
 */
function decideSubmission(body: unknown, findForm: (id: string) => FormDefinition | undefined): SubmissionOutcome {
  if (!hasField(body, 'formId')) return evaluateLighterSubmission(body);

  const form = findForm(stringField(body, 'formId') ?? '');
  if (form === undefined) return failure(404, FORM_MESSAGES.formNotFound);

  const values = submittedValues(body);
  if (values === undefined) return failure(400, FORM_MESSAGES.invalidFormData);

  if (form.captcha === true && stringField(body, 'captchaKey') !== FIXTURE_CAPTCHA_KEY) {
    return failure(400, FORM_MESSAGES.invalidCaptcha);
  }

  return fieldOutcome(fieldErrors(form, values));
}

/**
 * The lighter submission, once its key is taken: `form` must hold at least one filled value; a
 * captchaKey, when sent, must be the fixture one (checked before fields, as for defined forms);
 * then every e-mail value must be an address.
 */
function evaluateLighterSubmission(body: unknown): SubmissionOutcome {
  const values = submittedValues(body);
  if (values === undefined || !Object.values(values).some(isFilled)) return failure(400, FORM_MESSAGES.invalidFormData);

  if (hasField(body, 'captchaKey') && stringField(body, 'captchaKey') !== FIXTURE_CAPTCHA_KEY) {
    return failure(400, FORM_MESSAGES.invalidCaptcha);
  }

  return fieldOutcome(lighterFieldErrors(values));
}
