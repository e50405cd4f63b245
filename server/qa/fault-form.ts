import { isRecord, type JsonRecord } from '../body.ts';

/** Form fields read as integers; a value that is not digits is left as text, so the fault schema refuses it. */
const INTEGER_FIELDS = new Set(['status', 'delayMs', 'times']);
const TEXT_FIELDS = new Set(['path', 'method', 'body', 'contentType']);
const CHECKBOX_FIELDS = new Set(['drop', 'dropReply']);

/**
 * The fault a form of the faults page describes (application/x-www-form-urlencoded), in the JSON API's
 * shape so one schema checks both: empty fields are left out, `drop` and `dropReply` are checkboxes, an empty `session`
 * means every session (null). Unknown fields are kept so the schema refuses them.
 */
export function faultFromForm(form: unknown): JsonRecord {
  if (!isRecord(form)) return {};
  const spec: JsonRecord = {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value !== 'string') {
      spec[name] = value;
    } else if (name === 'session') {
      spec['session'] = value.trim() === '' ? null : value.trim();
    } else if (CHECKBOX_FIELDS.has(name)) {
      spec[name] = true;
    } else if (INTEGER_FIELDS.has(name)) {
      const text = value.trim();
      if (text !== '') spec[name] = /^\d+$/.test(text) ? Number(text) : text;
    } else if (TEXT_FIELDS.has(name)) {
      // A body may be whitespace on purpose; the other fields never are.
      const text = name === 'body' ? value : value.trim();
      if (text !== '') spec[name] = text;
    } else {
      spec[name] = value;
    }
  }
  return spec;
}
