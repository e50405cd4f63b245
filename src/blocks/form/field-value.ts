import type { FormField } from './config.ts';
import type { FieldSnapshot } from './field-snapshot.ts';
import { FIELD_PARTS, isMultiPart } from './field-types.ts';

/** A value in the submission's `form` JSON (site-runtime.md §3). */
export type FieldValue = string | string[] | Record<string, string | string[]>;

/**
 * The value a field sends (site-runtime.md §3), or undefined for a field that sends none (section).
 * Multi-part fields give their parts in the spec's order, '' for a part the markup lacks (so a
 * 3-part phone gets an empty first element). `query` is the page's query string, for hidden fields.
 */
export function fieldValue(field: FormField, snapshot: FieldSnapshot, query: URLSearchParams): FieldValue | undefined {
  const { type } = field;
  if (type === 'section') return undefined;
  if (isMultiPart(type)) return FIELD_PARTS[type].map((part) => snapshot.parts[part] ?? '');
  switch (type) {
    case 'checkbox':
      return snapshot.choices.filter((choice) => choice.checked).map((choice) => choice.value);
    case 'radio':
      return snapshot.choices.find((choice) => choice.checked)?.value ?? '';
    case 'likert':
      return Object.fromEntries(snapshot.likert.map((answer) => [answer.question, answer.multiple ? [...answer.checked] : (answer.checked[0] ?? '')]));
    case 'hidden':
      // "the value from the page query string by field name, otherwise the default value".
      return (field.key ? query.get(field.key) : null) ?? (field.value || snapshot.value);
    default:
      return snapshot.value;
  }
}

/** True when nothing was entered: blank text, no ticked choice, every part or answer empty. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item) => item.trim() === '');
  return Object.values(value).every(isEmptyValue);
}
