import { type FieldSnapshot, readFieldSnapshot } from './field-snapshot.ts';
import { type FieldValue, fieldValue } from './field-value.ts';
import type { FieldMarkup } from './form-markup.ts';
import { type FieldErrors, validateFields } from './validate.ts';

const NOTHING_ENTERED: FieldSnapshot = { parts: {}, choices: [], likert: [], value: '' };

/** Every field's value by field id, as sent in `form` (section fields send none). */
export function readValues(fields: readonly FieldMarkup[], query: URLSearchParams): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const { field, element } of fields) {
    const value = fieldValue(field, element ? readFieldSnapshot(element) : NOTHING_ENTERED, query);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

export function validateValues(fields: readonly FieldMarkup[], values: Readonly<Record<string, FieldValue>>): FieldErrors {
  return validateFields(fields.map(({ field, limit }) => ({ field, value: values[field.id], maxLength: limit?.max })));
}
