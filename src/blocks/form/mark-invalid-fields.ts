import { fieldControls } from './field-snapshot.ts';
import type { FieldMarkup } from './form-markup.ts';
import type { FieldErrors } from './validate.ts';

/** Attribute marking an errored field element (docs/markup.md 6.3). */
const INVALID_FIELD_ATTRIBUTE = 'data-invalid';

/**
 * Marks each errored field: `data-invalid` on its element, and on its controls aria-invalid and an
 * aria-describedby naming its message. Focus moves to the first errored field's first control.
 * Returns the undo, which gives each control its own aria attributes back.
 */
export function markInvalidFields(fields: readonly FieldMarkup[], errors: FieldErrors, errorId: (fieldId: string) => string): () => void {
  const undo: (() => void)[] = [];
  let first: HTMLElement | undefined;
  for (const { field, element } of fields) {
    if (!element || errors[field.id] === undefined) continue;
    element.setAttribute(INVALID_FIELD_ATTRIBUTE, '');
    undo.push(() => element.removeAttribute(INVALID_FIELD_ATTRIBUTE));
    for (const control of fieldControls(element)) {
      if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
      const invalid = control.getAttribute('aria-invalid');
      const describedBy = control.getAttribute('aria-describedby');
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', [errorId(field.id), describedBy].filter(Boolean).join(' '));
      undo.push(() => {
        restoreAttribute(control, 'aria-invalid', invalid);
        restoreAttribute(control, 'aria-describedby', describedBy);
      });
      first ??= control;
    }
  }
  first?.focus();
  return () => undo.forEach((step) => step());
}

function restoreAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
