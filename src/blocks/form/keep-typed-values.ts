import type { Destroy } from '../../kit/define.ts';
import { MESSAGES } from '../../texts/messages.ts';

/**
 * For a form the runtime could not enhance: its fields stay usable, and a submit no longer leaves
 * the page (the browser's own POST would reach no form handler and lose what was typed). The visitor
 * is told to try later, in a live message after the form.
 */
export function keepTypedValues(block: HTMLElement, signal: AbortSignal): Destroy {
  const form = block.querySelector('form');
  if (!form) return () => undefined;
  const message = block.ownerDocument.createElement('p');
  message.className = 'form-error';
  message.setAttribute('role', 'alert');
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      message.textContent = MESSAGES.form.unknown;
      if (!message.isConnected) form.after(message);
    },
    { signal },
  );
  return () => message.remove();
}
