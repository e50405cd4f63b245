type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement;

/**
 * Locks a form while it is being sent (site-runtime.md §4): text stays readable and focusable but
 * read-only, choices and selects are disabled, the form is marked busy. The submit button keeps
 * its focus (it is not disabled; the block ignores a second submission). Returns the unlock,
 * which gives every control back the state it had.
 */
export function lockForm(form: HTMLFormElement, submitButton: Element | null): () => void {
  const undo: (() => void)[] = [];
  for (const control of form.querySelectorAll<Control>('input, textarea, select, button')) {
    if (control === submitButton) continue;
    if (
      (control instanceof HTMLInputElement && !['radio', 'checkbox', 'file', 'submit', 'button', 'reset', 'image'].includes(control.type)) ||
      control instanceof HTMLTextAreaElement
    ) {
      const before = control.readOnly;
      control.readOnly = true;
      undo.push(() => (control.readOnly = before));
    } else {
      const before = control.disabled;
      control.disabled = true;
      undo.push(() => (control.disabled = before));
    }
  }
  form.setAttribute('aria-busy', 'true');
  submitButton?.setAttribute('aria-disabled', 'true');
  return () => {
    for (const step of undo) step();
    form.removeAttribute('aria-busy');
    submitButton?.removeAttribute('aria-disabled');
  };
}
