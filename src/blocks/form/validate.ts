import { MESSAGES } from '../../texts/messages.ts';
import { exceedsLimit } from './char-limit.ts';
import type { FormField } from './config.ts';
import { EMAIL_FORMAT_EXAMPLE, isValidEmail } from './email-rule.ts';
import { type FieldValue, isEmptyValue } from './field-value.ts';
import { FIELD_PARTS, isMultiPart, OPTIONAL_PARTS, US_COUNTRY_NAMES } from './field-types.ts';

const T = MESSAGES.form;

/** Field id → the message shown at that field. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface FieldCheck {
  readonly field: FormField;
  readonly value: FieldValue | undefined;
  /** The textarea's limit (parseMaxLength of its data-max-length), when it has one. */
  readonly maxLength?: number;
}

/** Required parts left empty, for a multi-part value. */
function missesRequiredPart(type: keyof typeof FIELD_PARTS, value: FieldValue): boolean {
  if (!Array.isArray(value)) return true;
  const optional = OPTIONAL_PARTS[type] ?? [];
  return FIELD_PARTS[type].some((part, index) => !optional.includes(part) && (value[index] ?? '').trim() === '');
}

const US_ZIP = /^\d{5}$/;

/** An address in the US must have a five-digit ZIP when it has one (site-runtime.md §5). */
function hasInvalidUsZip(value: FieldValue): boolean {
  if (!Array.isArray(value)) return false;
  const parts = FIELD_PARTS.address;
  const zip = (value[parts.indexOf('Zip')] ?? '').trim();
  const country = (value[parts.indexOf('Country')] ?? '').trim().toLowerCase();
  return zip !== '' && US_COUNTRY_NAMES.includes(country) && !US_ZIP.test(zip);
}

/** The message for one field, or undefined when it is valid (site-runtime.md §5). */
function validateField({ field, value, maxLength }: FieldCheck): string | undefined {
  if (value === undefined) return undefined;
  const empty = isEmptyValue(value);
  // "an optional empty field passes" every rule.
  if (empty) return field.required ? T.required : undefined;
  if (field.required && isMultiPart(field.type) && missesRequiredPart(field.type, value)) return T.required;
  if (typeof value === 'string') {
    if (field.type === 'email' && !isValidEmail(value.trim())) return T.invalidEmail.replace('{email}', EMAIL_FORMAT_EXAMPLE);
    if (exceedsLimit(value, maxLength)) return T.tooLong;
  }
  if (field.type === 'address' && hasInvalidUsZip(value)) return T.invalidZip;
  return undefined;
}

export function validateFields(checks: readonly FieldCheck[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const check of checks) {
    const message = validateField(check);
    if (message !== undefined) errors[check.field.id] = message;
  }
  return errors;
}
