import { requireElement } from '../../kit/block-kit/block-errors.ts';
import { parseMaxLength } from './char-limit.ts';
import type { FormConfig, FormField } from './config.ts';
import { fieldControls } from './field-snapshot.ts';
import { isFieldType } from './field-types.ts';

/** A configured field and its pre-rendered element (docs/markup.md 6.3). */
export interface FieldMarkup {
  readonly field: FormField;
  /** `[data-field-id]`; null when the page lacks it (the field then reads as empty). */
  readonly element: HTMLElement | null;
  /** `[data-field-title]`; server messages go just before it. */
  readonly title: HTMLElement | null;
  /** The textarea's limit from data-max-length, when it has one. */
  readonly limit?: { readonly textarea: HTMLTextAreaElement; readonly max: number };
}

/** The parts of a form or newsletter block the runtime reads and changes. */
export interface FormMarkup {
  readonly block: HTMLElement;
  readonly form: HTMLFormElement;
  readonly submitButton: HTMLButtonElement | HTMLInputElement | null;
  readonly fields: readonly FieldMarkup[];
  readonly captcha: HTMLElement | null;
  readonly submissionText: HTMLElement | null;
  readonly postSubmit: HTMLTemplateElement | null;
}

function textareaLimit(element: HTMLElement | null): FieldMarkup['limit'] {
  const textarea = element?.querySelector('textarea[data-max-length]');
  const max = parseMaxLength(textarea?.getAttribute('data-max-length') ?? null);
  return textarea instanceof HTMLTextAreaElement && max !== undefined ? { textarea, max } : undefined;
}

/**
 * Pairs the config's fields with the markup. A field type this runtime does not know, a configured
 * field missing from the page and a field element the config does not name are warned about, not
 * fatal: the rest of the form still works.
 */
export function readFormMarkup(block: HTMLElement, config: FormConfig): FormMarkup {
  const form = requireElement<HTMLFormElement>(block, 'form', 'The form');
  const elements = [...form.querySelectorAll<HTMLElement>('[data-field-id]')];
  const fields = config.fields.map((field): FieldMarkup => {
    if (!isFieldType(field.type)) console.warn(`[site-runtime] form #${block.id}: unknown field type "${field.type}" of ${field.id}, read as text`);
    const element = elements.find((candidate) => candidate.dataset.fieldId === field.id) ?? null;
    if (!element) console.warn(`[site-runtime] form #${block.id}: field ${field.id} is not on the page`);
    else if (field.type !== 'section' && fieldControls(element).length === 0) console.warn(`[site-runtime] form #${block.id}: field ${field.id} has no inputs`);
    return { field, element, title: element?.querySelector<HTMLElement>('[data-field-title]') ?? null, limit: textareaLimit(element) };
  });
  for (const element of elements) {
    if (!config.fields.some((field) => field.id === element.dataset.fieldId)) {
      console.warn(`[site-runtime] form #${block.id}: field ${element.dataset.fieldId ?? ''} is not in the block config and is not sent`);
    }
  }
  return {
    block,
    form,
    submitButton: form.querySelector<HTMLButtonElement | HTMLInputElement>('button[type="submit"], button:not([type]), input[type="submit"]'),
    fields,
    captcha: form.querySelector<HTMLElement>('[data-captcha]'),
    submissionText: block.querySelector<HTMLElement>('[data-form-submission-text]'),
    postSubmit: block.querySelector<HTMLTemplateElement>('template[data-form-post-submit]'),
  };
}
