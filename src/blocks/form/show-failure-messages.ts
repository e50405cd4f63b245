import { MESSAGES } from '../../texts/messages.ts';
import type { FailureView } from './failure.ts';
import type { FormHosts } from './form-hosts.ts';

const T = MESSAGES.form;

/**
 * Puts a failure's messages in their hosts (form-hosts.ts): each field's message before its title,
 * as `span.form-field-error` with the id its controls' aria-describedby names, and the banners above
 * and below the form. Plain nodes with text, not React portals: a portal's first render makes React
 * listen for every event type on its host (some 150 listeners each), work a click that fails would
 * pay before the next paint. A message for a field without a host is not placed (the form's message
 * says it). Returns the undo, which takes every node out.
 */
export function showFailureMessages(hosts: FormHosts, view: FailureView, errorId: (fieldId: string) => string): () => void {
  const added: Element[] = [];
  const put = (host: Element | undefined, element: Element): void => {
    if (!host) return;
    host.append(element);
    added.push(element);
  };
  const doc = hosts.status.ownerDocument;
  const node = (tag: 'p' | 'span', className: string, text: string): HTMLElement => {
    const element = doc.createElement(tag);
    element.className = className;
    element.textContent = text;
    return element;
  };
  if (view.banners) {
    put(hosts.bannerAbove, node('p', 'form-error-banner', T.bannerAbove));
    put(hosts.bannerBelow, node('p', 'form-error-banner', T.bannerBelow));
  }
  for (const [fieldId, message] of Object.entries(view.fieldErrors)) {
    const span = node('span', 'form-field-error', message);
    span.id = errorId(fieldId);
    put(hosts.fieldErrors.get(fieldId), span);
  }
  return () => added.forEach((element) => element.remove());
}
