import { MESSAGES } from '../../texts/messages.ts';
import type { FormField } from './config.ts';
import { type FieldValue, isEmptyValue } from './field-value.ts';

const UNLISTED_TYPES: readonly string[] = ['section', 'hidden', 'password'];

/** One line of a form summary: the field's title and what was sent, as text. */
export interface SummaryEntry {
  readonly title: string;
  readonly text: string;
}

function valueText(field: FormField, value: FieldValue): string {
  if (typeof value === 'string') return field.type === 'currency' ? `${field.currencySymbol}${value}` : value;
  // Multi-part fields read as one line; checkbox lists as a list.
  if (Array.isArray(value)) return value.filter((part) => part.trim() !== '').join(field.type === 'checkbox' ? ', ' : ' ');
  // Likert: "the summary shows a question-to-score map".
  return Object.entries(value)
    .map(([question, score]) => `${question}: ${Array.isArray(score) ? score.join(', ') : score || MESSAGES.form.summaryEmpty}`)
    .join('; ');
}

/**
 * What the visitor sent, field by field, for the summary a site owner may place in the success
 * text (`[data-form-summary]`, docs/markup.md 6.3). Empty values read 'N/D' (site-runtime.md §3).
 * Sections and hidden fields are not listed, nor passwords: a summary must never show one.
 */
export function summaryEntries(fields: readonly FormField[], values: Readonly<Record<string, FieldValue>>): SummaryEntry[] {
  return fields
    .filter((field) => !UNLISTED_TYPES.includes(field.type))
    .map((field) => {
      const value = values[field.id];
      const text = value === undefined || isEmptyValue(value) ? '' : valueText(field, value);
      return { title: field.title || field.id, text: text || MESSAGES.form.summaryEmpty };
    });
}
