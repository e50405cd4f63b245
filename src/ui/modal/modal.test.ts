import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showModal, tabbableElements, type Modal } from './modal.ts';

const key = (target: EventTarget, name: string, init: KeyboardEventInit = {}): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

function clickAt(target: Element, x: number, y: number): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
}

/** A <dialog> with buttons named `labels`, appended to the body. */
function dialogWith(...labels: string[]): { dialog: HTMLDialogElement; buttons: HTMLButtonElement[] } {
  const dialog = document.createElement('dialog');
  const buttons = labels.map((label) => Object.assign(document.createElement('button'), { textContent: label }));
  dialog.append(...buttons);
  document.body.append(dialog);
  return { dialog, buttons };
}

let opener: HTMLButtonElement;
const opened: Modal[] = [];
function open(dialog: HTMLDialogElement, initialFocus: HTMLElement, onDismiss: (how: string) => void = () => undefined, fillsWindow = false): Modal {
  const modal = showModal(dialog, { initialFocus, onDismiss, fillsWindow });
  opened.push(modal);
  return modal;
}

beforeEach(() => {
  opener = Object.assign(document.createElement('button'), { textContent: 'Abrir' });
  document.body.append(opener);
  opener.focus();
});

afterEach(() => {
  for (const modal of opened.splice(0)) modal.close();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('tabbableElements', () => {
  it('finds what Tab lands on, in document order, and leaves out what it skips', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <a href="/x" id="link">x</a><a id="no-href">y</a>
      <button id="button">b</button><button id="disabled" disabled>d</button>
      <input id="input"><input type="hidden" id="hidden-input"><select id="select"></select><textarea id="textarea"></textarea>
      <div tabindex="0" id="tabindex-0"></div><div tabindex="-1" id="tabindex-minus"></div>
      <div contenteditable="true" id="editable"></div><div contenteditable="false" id="not-editable"></div>
      <div inert><button id="inert">i</button></div>
      <div style="display: none"><button id="not-displayed">n</button></div>
      <button style="visibility: hidden" id="invisible">v</button>
      <details><summary id="summary">s</summary></details>`;
    document.body.append(root);
    expect(tabbableElements(root).map((element) => element.id)).toEqual(['link', 'button', 'input', 'select', 'textarea', 'tabindex-0', 'editable', 'summary']);
  });
});

describe('showModal', () => {
  it('shows the dialog modal and moves focus to initialFocus; close() closes it and gives focus back', () => {
    const { dialog, buttons } = dialogWith('OK');
    const spy = vi.spyOn(dialog, 'showModal');
    const modal = open(dialog, buttons[0]!);
    expect(spy).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(buttons[0]);
    modal.close();
    modal.close();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('takes Escape from inside (default prevented) and reports it; not one a widget took first, nor one typed into an IME', () => {
    const { dialog, buttons } = dialogWith('OK');
    const onDismiss = vi.fn();
    open(dialog, buttons[0]!, onDismiss);
    expect(key(buttons[0]!, 'Escape').defaultPrevented).toBe(true);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('escape');
    buttons[0]!.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    key(buttons[0]!, 'Escape');
    expect(key(buttons[0]!, 'Escape', { isComposing: true }).defaultPrevented).toBe(false);
    expect(key(buttons[0]!, 'Enter').defaultPrevented).toBe(false);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("reports the browser's own close request (cancel, prevented) as Escape, and a close it made anyway as closed", () => {
    const { dialog, buttons } = dialogWith('OK');
    const onDismiss = vi.fn();
    const modal = open(dialog, buttons[0]!, onDismiss);
    const request = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(request);
    expect(request.defaultPrevented).toBe(true);
    expect(onDismiss).toHaveBeenLastCalledWith('escape');
    dialog.close();
    expect(onDismiss).toHaveBeenLastCalledWith('closed');
    // Its own close() reports nothing.
    onDismiss.mockClear();
    modal.close();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('a dialog that is its own box: a press and click outside its box hit the backdrop, on its padding they do not', () => {
    const { dialog, buttons } = dialogWith('OK');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 200, 100));
    const onDismiss = vi.fn();
    open(dialog, buttons[0]!, onDismiss);
    clickAt(dialog, 150, 150);
    clickAt(buttons[0]!, 5, 5);
    expect(onDismiss).not.toHaveBeenCalled();
    clickAt(dialog, 5, 5);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('backdrop');
  });

  it('a dialog that fills the window: anything on the element itself is backdrop, its content is not', () => {
    const { dialog, buttons } = dialogWith('OK');
    const onDismiss = vi.fn();
    open(dialog, buttons[0]!, onDismiss, true);
    clickAt(buttons[0]!, 0, 0);
    expect(onDismiss).not.toHaveBeenCalled();
    clickAt(dialog, 0, 0);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('backdrop');
  });

  it('stops listening once closed: keys and clicks are the page’s again, every document listener removed', () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const { dialog, buttons } = dialogWith('OK');
    const onDismiss = vi.fn();
    open(dialog, buttons[0]!, onDismiss, true).close();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(added.mock.calls.map(([type]) => type));
    expect(key(document.body, 'Escape').defaultPrevented).toBe(false);
    expect(key(document.body, 'Tab').defaultPrevented).toBe(false);
    clickAt(dialog, 0, 0);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('two modals (a dialog over the popup)', () => {
  it('keys from outside reach the top one only; each gives focus back to where it was, the one above into the one below', () => {
    const below = dialogWith('Fechar', 'Finalizar compra');
    const onBelow = vi.fn();
    open(below.dialog, below.buttons[0]!, onBelow, true);
    below.buttons[1]!.focus();
    const above = dialogWith('OK');
    const onAbove = vi.fn();
    const aboveModal = open(above.dialog, above.buttons[0]!, onAbove);
    expect(document.activeElement).toBe(above.buttons[0]);

    // Focus lost to the body: Escape goes to the top modal, once.
    above.buttons[0]!.blur();
    expect(key(document.body, 'Escape').defaultPrevented).toBe(true);
    expect(onAbove).toHaveBeenCalledExactlyOnceWith('escape');
    expect(onBelow).not.toHaveBeenCalled();

    aboveModal.close();
    expect(document.activeElement).toBe(below.buttons[1]);
    key(document.body, 'Escape');
    expect(onBelow).toHaveBeenCalledExactlyOnceWith('escape');
  });

  it('the one below closing first leaves focus in the one above, which then gives it back to the page', () => {
    const below = dialogWith('Fechar');
    const belowModal = open(below.dialog, below.buttons[0]!);
    const above = dialogWith('OK');
    const aboveModal = open(above.dialog, above.buttons[0]!);
    const openerFocused = vi.fn();
    opener.addEventListener('focus', openerFocused);
    belowModal.close();
    below.dialog.remove();
    expect(document.activeElement).toBe(above.buttons[0]);
    expect(openerFocused).not.toHaveBeenCalled();
    // It would have given focus back into the one below, now gone: it gives it where that one would.
    aboveModal.close();
    expect(document.activeElement).toBe(opener);
  });

  it('Tab wraps inside the top one, also from the body', () => {
    const below = dialogWith('Fechar');
    open(below.dialog, below.buttons[0]!, undefined, true);
    const above = dialogWith('Confirmar', 'Cancelar');
    open(above.dialog, above.buttons[0]!);
    const [first, last] = above.buttons;
    last!.focus();
    expect(key(last!, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(key(first!, 'Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
    last!.blur();
    key(document.body, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
