import { isRecord, stringField, tryParseJson } from '../body.js';
import { FIXTURE_CAPTCHA_KEY, findForm as findFixtureForm, type FormDefinition } from '../data/forms.js';

export const FORM_MESSAGES = {
  invalidKey: 'Chave de envio inválida ou expirada.',
  formNotFound: 'Formulário não encontrado.',
  invalidFormData: 'Dados do formulário inválidos.',
  invalidCaptcha: 'CAPTCHA inválido.',
  required: 'Este campo é obrigatório.',
  invalidEmail: 'Informe um endereço de e-mail válido.',
} as const;

export type SubmissionOutcome =
  | { status: 200; body: { success: true } }
  | { status: 400 | 404; body: { error: string } | { errors: Record<string, string> } };

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

function fieldErrors(form: FormDefinition, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values[field.id];
    if (!isFilled(value)) {
      if (field.required) errors[field.id] = FORM_MESSAGES.required;
    } else if (field.type === 'email' && !(typeof value === 'string' && EMAIL.test(value.trim()))) {
      errors[field.id] = FORM_MESSAGES.invalidEmail;
    }
  }
  return errors;
}

export interface SubmissionDependencies {
  /** Spends a submission key; true when it was valid. */
  consumeKey: (key: string) => boolean;
  /** Form definitions by id (the fixture data unless a test gives its own). */
  findForm?: (id: string) => FormDefinition | undefined;
}

/**
 * Decides a SaveFormSubmission call as the platform does, in its order: key, form, values,
 * captcha, fields. The key is spent on first use whatever the outcome.
 */
export function evaluateSubmission(body: unknown, { consumeKey, findForm = findFixtureForm }: SubmissionDependencies): SubmissionOutcome {
  const key = stringField(body, 'key');
  if (key === undefined || !consumeKey(key)) return failure(400, FORM_MESSAGES.invalidKey);

  const form = findForm(stringField(body, 'formId') ?? '');
  if (form === undefined) return failure(404, FORM_MESSAGES.formNotFound);

  const values = tryParseJson(stringField(body, 'form') ?? '');
  if (!isRecord(values)) return failure(400, FORM_MESSAGES.invalidFormData);

  if (form.captcha === true && stringField(body, 'captchaKey') !== FIXTURE_CAPTCHA_KEY) {
    return failure(400, FORM_MESSAGES.invalidCaptcha);
  }

  const errors = fieldErrors(form, values);
  if (Object.keys(errors).length > 0) return { status: 400, body: { errors } };
  return { status: 200, body: { success: true } };
}
