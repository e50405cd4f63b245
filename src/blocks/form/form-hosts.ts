import type { FormMarkup } from './form-markup.ts';

/**
 * Empty elements the runtime adds once, at mount, for what it renders later: banners above and
 * below the form, the status region after it, a message slot before each field's title and a
 * counter slot before each limited textarea. Empty, they take no room, so mounting moves nothing
 * on the page (CLS 0); the counter slot has no height and its text is positioned (form.css).
 */
export interface FormHosts {
  readonly bannerAbove: HTMLElement;
  readonly bannerBelow: HTMLElement;
  readonly status: HTMLElement;
  /** By field id. */
  readonly fieldErrors: ReadonlyMap<string, HTMLElement>;
  /** By field id. */
  readonly counters: ReadonlyMap<string, HTMLElement>;
  remove(): void;
}

function host(doc: Document, className: string, tag: 'div' | 'span' = 'div'): HTMLElement {
  const element = doc.createElement(tag);
  element.className = className;
  return element;
}

export function createFormHosts({ form, fields }: FormMarkup): FormHosts {
  const doc = form.ownerDocument;
  const added: HTMLElement[] = [];
  const add = (element: HTMLElement, place: (element: HTMLElement) => void): HTMLElement => {
    place(element);
    added.push(element);
    return element;
  };
  const bannerAbove = add(host(doc, 'form-banner-host'), (element) => form.before(element));
  const status = add(host(doc, 'form-status'), (element) => form.after(element));
  const bannerBelow = add(host(doc, 'form-banner-host'), (element) => form.after(element));
  const fieldErrors = new Map<string, HTMLElement>();
  const counters = new Map<string, HTMLElement>();
  for (const { field, element, title, limit } of fields) {
    if (element) {
      // Spans: a field's title or textarea may sit in a label, where a div does not belong.
      const slot = host(doc, 'form-field-error-host', 'span');
      fieldErrors.set(
        field.id,
        add(slot, (item) => (title ? title.before(item) : element.prepend(item))),
      );
    }
    if (limit)
      counters.set(
        field.id,
        add(host(doc, 'form-char-counter-host', 'span'), (item) => limit.textarea.before(item)),
      );
  }
  return { bannerAbove, bannerBelow, status, fieldErrors, counters, remove: () => added.forEach((element) => element.remove()) };
}
