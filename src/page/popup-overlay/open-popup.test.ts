import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasPopupContent, openPopup, type OpenedPopup } from './open-popup.ts';
import { POPUP_TEMPLATE_SELECTOR } from '../../shared/markers.ts';

const template = () => document.querySelector<HTMLTemplateElement>(POPUP_TEMPLATE_SELECTOR)!;
const closeButton = () => document.querySelector<HTMLButtonElement>('.popup-overlay__close')!;

const opened: OpenedPopup[] = [];
function open(onClose?: () => void): OpenedPopup | undefined {
  const popup = openPopup(template(), onClose ? { onClose } : {});
  if (popup) opened.push(popup);
  return popup;
}

beforeEach(() => {
  document.body.innerHTML = '<main><p>Página</p></main><template data-popup-overlay><h2>Oferta</h2><p>Texto</p></template>';
});
afterEach(() => {
  for (const popup of opened.splice(0)) popup.remove();
  document.body.replaceChildren();
});

describe('openPopup (shared by the visitor popup and the account preview)', () => {
  it("shows a clone of the template's content, and calls onClose once when the person closes it", () => {
    const onClose = vi.fn();
    const popup = open(onClose)!;
    expect(popup.root.isConnected).toBe(true);
    expect(popup.root.textContent).toBe('OfertaTexto');
    expect(template().content.querySelector('h2')).not.toBeNull();
    closeButton().click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(popup.signal.aborted).toBe(true);
    expect(popup.root.isConnected).toBe(false);
  });

  it('remove() takes it away without onClose, once', () => {
    const onClose = vi.fn();
    const popup = open(onClose)!;
    const before = popup.root.ownerDocument.body.childElementCount;
    popup.remove();
    popup.remove();
    expect(onClose).not.toHaveBeenCalled();
    expect(popup.signal.aborted).toBe(true);
    expect(document.body.childElementCount).toBe(before - 1);
  });

  it('opens one popup per page: a second call while one is open gives undefined', () => {
    const first = open()!;
    expect(open()).toBeUndefined();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    first.remove();
    expect(open()).toBeDefined();
  });

  it('hasPopupContent: an element or non-blank text', () => {
    expect(hasPopupContent(template())).toBe(true);
    template().innerHTML = '\n   ';
    expect(hasPopupContent(template())).toBe(false);
    template().innerHTML = 'Só texto';
    expect(hasPopupContent(template())).toBe(true);
  });
});
