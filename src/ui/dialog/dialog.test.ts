import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG } from '../block-kit/limits.ts';
import { DialogOptionsError, type DialogOptions, type DialogOutcome } from './options.ts';
import { showDialog } from './show-dialog.ts';

// The three kinds (site-runtime.md §4), each shown as the dialog feature shows it (index.ts): their outcomes.
const showConfirmation = (options: DialogOptions & { withReject?: boolean }) => showDialog('confirmation', options).outcome;
const showAlert = (options: DialogOptions) => showDialog('alert', options).outcome;
const showInformation = (options: DialogOptions) => showDialog('information', options).outcome;

// Each dialog is a native <dialog> (role dialog, or alertdialog for an alert).
const panels = (): HTMLDialogElement[] => [...document.querySelectorAll('dialog')];
const panel = (): HTMLDialogElement => {
  const all = panels();
  const top = all[all.length - 1];
  if (!top) throw new Error('no dialog');
  return top;
};
const labels = (): (string | null)[] => [...panel().querySelectorAll('button')].map((button) => button.textContent);
const button = (label: string): HTMLButtonElement => {
  const found = [...panel().querySelectorAll('button')].find((candidate) => candidate.textContent === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const state = (): string | undefined => panel().dataset.state;
/** Where the browser shows the dialog: a box in the middle of the window (happy-dom has no layout). */
const BOX = new DOMRect(300, 200, 350, 180);
/**
 * A press and its click at a point of the dialog element (the ::backdrop dispatches to it): by default
 * at 5,5, on the backdrop outside its box.
 */
function clickDialogAt(x = 5, y = 5, release: { x: number; y: number } = { x, y }): void {
  const dialog = panel();
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(BOX);
  dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y }));
  dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: release.x, clientY: release.y }));
}
const clickBackdrop = (): void => clickDialogAt();
const textOf = (id: string | null): string | null | undefined => (id ? document.getElementById(id)?.textContent : undefined);
const press = (key: string, init: KeyboardEventInit = {}): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

/** Watches a promise without awaiting it: `.value` is its outcome once settled. */
function track(promise: Promise<DialogOutcome>): { value: DialogOutcome | undefined } {
  const tracked: { value: DialogOutcome | undefined } = { value: undefined };
  void promise.then((value) => (tracked.value = value));
  return tracked;
}

/** Runs timers (the focus trap's 0 ms focus delay included) and the promise callbacks they release. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}
/** The hide fallback elapses: the dialog is gone and its promise settled. */
const finishHide = (): Promise<void> => advance(DIALOG.hideFallbackMs);

function reducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
}

let opener: HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
  opener = document.createElement('button');
  opener.textContent = 'Excluir';
  document.body.append(opener);
  opener.focus();
});

afterEach(async () => {
  // A failed test may leave dialogs open: close them, so the next test starts from a bare page.
  for (let left = 10; panels().length && left; left--) {
    clickBackdrop();
    await finishHide();
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

const base = { title: 'Excluir página', message: 'Tem certeza?' };

describe('dialog kinds, buttons and outcomes', () => {
  it('confirmation: Confirmar and Cancelar, focus on Confirmar', async () => {
    const result = track(showConfirmation(base));
    await advance(0);
    expect(panel().tagName).toBe('DIALOG');
    // The native role, dialog: no role attribute needed.
    expect(panel().hasAttribute('role')).toBe(false);
    expect(labels()).toEqual(['Confirmar', 'Cancelar']);
    expect(document.activeElement).toBe(button('Confirmar'));
    button('Confirmar').click();
    await finishHide();
    expect(result.value).toBe('confirm');
  });

  it.each([
    ['Confirmar', 'confirm'],
    ['Rejeitar', 'reject'],
    ['Cancelar', 'cancel'],
  ] as const)('confirmation with reject: %s resolves %s and hides it', async (label, outcome) => {
    const result = track(showConfirmation({ ...base, withReject: true }));
    expect(labels()).toEqual(['Confirmar', 'Rejeitar', 'Cancelar']);
    button(label).click();
    expect(state()).toBe('hiding');
    await finishHide();
    expect(result.value).toBe(outcome);
    expect(panels()).toEqual([]);
  });

  it('alert: an alertdialog with OK, which confirms', async () => {
    const result = track(showAlert({ title: 'Sessão expirada', message: 'Recarregue a página.' }));
    await advance(0);
    expect(panel().getAttribute('role')).toBe('alertdialog');
    expect(labels()).toEqual(['OK']);
    expect(document.activeElement).toBe(button('OK'));
    button('OK').click();
    await finishHide();
    expect(result.value).toBe('confirm');
  });

  it('information: no button, focus on the dialog, hides itself at exactly 2000 ms as confirm', async () => {
    const result = track(showInformation({ title: 'Logout efetuado com sucesso', message: 'O logout foi efetuado com sucesso.' }));
    await advance(0);
    expect(panel().hasAttribute('role')).toBe(false);
    expect(labels()).toEqual([]);
    expect(document.activeElement).toBe(panel());
    await advance(DIALOG.informationHideMs - 1);
    expect(state()).toBe('shown');
    await advance(1);
    expect(state()).toBe('hiding');
    await finishHide();
    expect(result.value).toBe('confirm');
    expect(panels()).toEqual([]);
  });

  it('information honours its own hideAfterTime, and null never hides it', async () => {
    const quick = track(showInformation({ ...base, hideAfterTime: 500 }));
    await advance(500 + DIALOG.hideFallbackMs);
    expect(quick.value).toBe('confirm');

    const lasting = track(showInformation({ ...base, hideAfterTime: null }));
    await advance(60_000);
    expect(state()).toBe('shown');
    clickBackdrop();
    await finishHide();
    expect(lasting.value).toBe('cancel');
  });

  it('confirmation and alert never hide themselves unless hideAfterTime says so; a timed-out confirmation is a cancel', async () => {
    const question = track(showConfirmation(base));
    await advance(60_000);
    expect(state()).toBe('shown');
    button('Confirmar').click();
    await finishHide();
    expect(question.value).toBe('confirm');

    const timed = track(showConfirmation({ ...base, hideAfterTime: 1000 }));
    await advance(1000 + DIALOG.hideFallbackMs);
    expect(timed.value).toBe('cancel');

    const alert = track(showAlert({ ...base, hideAfterTime: 1000 }));
    await advance(1000 + DIALOG.hideFallbackMs);
    expect(alert.value).toBe('confirm');
  });
});

describe('cancel by overlay and Escape', () => {
  it.each([
    ['confirmation', () => showConfirmation(base)],
    ['alert', () => showAlert(base)],
    ['information', () => showInformation(base)],
  ] as const)('%s: a click on the overlay cancels', async (_kind, show) => {
    const result = track(show());
    await advance(0);
    clickBackdrop();
    expect(state()).toBe('hiding');
    await finishHide();
    expect(result.value).toBe('cancel');
  });

  it('a click on the dialog’s own padding is no click on the backdrop, nor is a press that starts or ends inside', async () => {
    track(showConfirmation(base));
    await advance(0);
    // Inside the box, on the dialog element itself (its padding).
    clickDialogAt(310, 210);
    // Pressed inside (selecting text) and released on the backdrop, and the other way round.
    clickDialogAt(310, 210, { x: 5, y: 5 });
    clickDialogAt(5, 5, { x: 310, y: 210 });
    expect(state()).toBe('shown');
    clickDialogAt(5, 5);
    expect(state()).toBe('hiding');
    await finishHide();
  });

  it('the browser’s own close request (a back gesture) cancels when Escape would', async () => {
    const result = track(showConfirmation(base));
    await advance(0);
    const request = new Event('cancel', { cancelable: true });
    panel().dispatchEvent(request);
    expect(request.defaultPrevented).toBe(true);
    expect(state()).toBe('hiding');
    await finishHide();
    expect(result.value).toBe('cancel');

    const waiting = track(showAlert({ ...base, escapeCancels: false }));
    await advance(0);
    panel().dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(state()).toBe('shown');
    // Closed by the browser all the same (a close request it would not let be cancelled): a cancel.
    panel().close();
    expect(state()).toBe('hiding');
    await finishHide();
    expect(waiting.value).toBe('cancel');
    expect(document.activeElement).toBe(opener);
  });

  it('a click inside the dialog, off the buttons, changes nothing', async () => {
    track(showConfirmation(base));
    await advance(0);
    panel()
      .querySelector('p')
      ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    panel().querySelector('p')?.click();
    expect(state()).toBe('shown');
    button('Cancelar').click();
    await finishHide();
  });

  it('Escape cancels, and the page’s own Escape handlers see it as taken', async () => {
    const result = track(showConfirmation(base));
    await advance(0);
    const event = press('Escape');
    expect(event.defaultPrevented).toBe(true);
    expect(state()).toBe('hiding');
    await finishHide();
    expect(result.value).toBe('cancel');
  });

  it('a page Escape handler registered before the dialog finds the key taken when it runs', async () => {
    const seen: boolean[] = [];
    const pageHandler = (event: KeyboardEvent): void => void seen.push(event.defaultPrevented);
    document.addEventListener('keydown', pageHandler);
    try {
      track(showAlert({ ...base, escapeCancels: false }));
      await advance(0);
      press('Escape');
      button('OK').click();
      await finishHide();
      track(showAlert(base));
      await advance(0);
      press('Escape');
      await finishHide();
      expect(seen).toEqual([true, true]);
    } finally {
      document.removeEventListener('keydown', pageHandler);
    }
  });

  it('Escape does nothing when escapeCancels is false (still not passed on to the page)', async () => {
    const result = track(showAlert({ ...base, escapeCancels: false }));
    await advance(0);
    expect(press('Escape').defaultPrevented).toBe(true);
    await advance(DIALOG.hideFallbackMs);
    expect(state()).toBe('shown');
    expect(result.value).toBeUndefined();
    button('OK').click();
    await finishHide();
    expect(result.value).toBe('confirm');
  });

  it('ignores further choices while hiding', async () => {
    const result = track(showConfirmation({ ...base, withReject: true }));
    button('Rejeitar').click();
    button('Confirmar').click();
    clickBackdrop();
    press('Escape');
    await finishHide();
    expect(result.value).toBe('reject');
  });
});

describe('hiding', () => {
  it('falls back after 600 ms without transitionend', async () => {
    const result = track(showAlert(base));
    button('OK').click();
    await advance(DIALOG.hideFallbackMs - 1);
    expect(state()).toBe('hiding');
    expect(result.value).toBeUndefined();
    await advance(1);
    expect(panels()).toEqual([]);
    expect(result.value).toBe('confirm');
  });

  it('ends on the dialog’s transitionend, before the fallback', async () => {
    const result = track(showAlert(base));
    button('OK').click();
    await advance(100);
    // A transition ending on a button inside does not count.
    button('OK').dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(state()).toBe('hiding');
    panel().dispatchEvent(new Event('transitionend', { bubbles: true }));
    await advance(0);
    expect(panels()).toEqual([]);
    expect(result.value).toBe('confirm');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with prefers-reduced-motion hides at once, without a hiding phase', async () => {
    reducedMotion(true);
    const result = track(showConfirmation(base));
    button('Cancelar').click();
    expect(panels()).toEqual([]);
    await advance(0);
    expect(result.value).toBe('cancel');
  });
});

describe('options validation', () => {
  it.each([
    ['style as text', { ...base, style: '350' }, 'style'],
    ['style NaN', { ...base, style: Number.NaN }, 'style'],
    ['style 0', { ...base, style: 0 }, 'style'],
    ['padding as text', { ...base, padding: '20px' }, 'padding'],
    ['padding negative', { ...base, padding: -1 }, 'padding'],
    ['hideAfterTime as text', { ...base, hideAfterTime: '2000' }, 'hideAfterTime'],
    ['hideAfterTime negative', { ...base, hideAfterTime: -5 }, 'hideAfterTime'],
    ['hideAfterTime infinite', { ...base, hideAfterTime: Number.POSITIVE_INFINITY }, 'hideAfterTime'],
    ['title missing', { message: 'x' }, 'title'],
    ['message not text', { title: 'x', message: 3 }, 'message'],
    ['escapeCancels not boolean', { ...base, escapeCancels: 'no' }, 'escapeCancels'],
  ])('%s throws before anything is shown', (_case, options, key) => {
    for (const show of [showConfirmation, showAlert, showInformation]) {
      expect(() => show(options as never)).toThrow(DialogOptionsError);
      expect(() => show(options as never)).toThrow(new RegExp(`^Invalid dialog options: .*${key}`));
    }
    expect(panels()).toEqual([]);
    expect(document.body.children).toHaveLength(1);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });

  it('options that are not an object throw too', () => {
    expect(() => showAlert(null as never)).toThrow(DialogOptionsError);
  });

  it('accepts numbers for style and padding, and null or a number for hideAfterTime', async () => {
    const result = track(showConfirmation({ ...base, style: 480, padding: 0, hideAfterTime: null, escapeCancels: true }));
    expect(panel().style.width).toBe('480px');
    expect(panel().style.padding).toBe('0px');
    button('Confirmar').click();
    await finishHide();
    expect(result.value).toBe('confirm');
  });
});

describe('placement and looks', () => {
  it.each([0, 1, 2])('z-index with %i open lightboxes', async (lightboxes) => {
    for (let i = 0; i < lightboxes; i++) {
      const lightbox = document.createElement('div');
      lightbox.setAttribute('data-lightbox-open', '');
      document.body.append(lightbox);
    }
    // A lightbox that is not open does not count.
    document.body.append(document.createElement('div'));
    expect(document.querySelectorAll('[data-lightbox-open]')).toHaveLength(lightboxes);
    track(showAlert(base));
    expect(panel().style.zIndex).toBe(String(30_000 + 10 * lightboxes));
    button('OK').click();
    await finishHide();
  });

  it('width 350 and padding 20 by default, set as CSSOM properties; style sets the width', async () => {
    track(showAlert(base));
    expect(panel().style.width).toBe('350px');
    expect(panel().style.padding).toBe('20px');
    button('OK').click();
    await finishHide();
    track(showAlert({ ...base, style: 600, padding: 32 }));
    expect(panel().style.width).toBe('600px');
    expect(panel().style.padding).toBe('32px');
    button('OK').click();
    await finishHide();
  });

  it('is a modal dialog named by its title and described by its message, appended to body and shown with showModal', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    track(showConfirmation(base));
    expect(panel().parentElement).toBe(document.body);
    // Modal: the browser puts it in the top layer and makes the page behind it inert.
    expect(showModal).toHaveBeenCalledOnce();
    expect(panel().open).toBe(true);
    expect(panel().getAttribute('aria-modal')).toBe('true');
    expect(textOf(panel().getAttribute('aria-labelledby'))).toBe('Excluir página');
    expect(textOf(panel().getAttribute('aria-describedby'))).toBe('Tem certeza?');
    button('Cancelar').click();
    await finishHide();
  });

  it('renders markup in title and message as text and creates no element from it', async () => {
    const payload = '<img src=x onerror="window.__dialogXss=1"><b>negrito</b>';
    track(showAlert({ title: payload, message: `${payload}<script>window.__dialogXss=2</script>` }));
    await advance(0);
    expect(textOf(panel().getAttribute('aria-labelledby'))).toBe(payload);
    expect(textOf(panel().getAttribute('aria-describedby'))).toBe(`${payload}<script>window.__dialogXss=2</script>`);
    expect(panel().querySelector('img, b, script')).toBeNull();
    expect((window as unknown as { __dialogXss?: number }).__dialogXss).toBeUndefined();
    button('OK').click();
    await finishHide();
  });

  it('puts no inline style attribute in the markup except CSSOM-set values', async () => {
    track(showConfirmation(base));
    expect([...panel().querySelectorAll('[style]')]).toEqual([]);
    expect(panel().style.length).toBeGreaterThan(0);
    button('Cancelar').click();
    await finishHide();
  });
});

describe('focus', () => {
  it('moves in and returns to the element focused before', async () => {
    track(showConfirmation(base));
    await advance(0);
    expect(panel().contains(document.activeElement)).toBe(true);
    button('Cancelar').click();
    await advance(0);
    expect(document.activeElement).toBe(opener);
    await finishHide();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus after Escape and after an overlay click too', async () => {
    track(showAlert(base));
    await advance(0);
    press('Escape');
    await finishHide();
    expect(document.activeElement).toBe(opener);

    track(showAlert(base));
    await advance(0);
    clickBackdrop();
    await finishHide();
    expect(document.activeElement).toBe(opener);
  });

  it('Tab and Shift+Tab stay inside the dialog', async () => {
    track(showConfirmation({ ...base, withReject: true }));
    await advance(0);
    const [first, , last] = [...panel().querySelectorAll('button')];
    last?.focus();
    const forward = press('Tab');
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    const backward = press('Tab', { shiftKey: true });
    expect(backward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
    // Between the two ends the browser moves focus itself.
    first?.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
    // From the dialog itself (a click on its text focuses it), Shift+Tab goes to the last button.
    panel().focus();
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Keys from outside (focus lost to the body) reach the top dialog too.
    (document.activeElement as HTMLElement).blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(first);
    button('Cancelar').click();
    await finishHide();
  });

  it('Tab keeps focus on the information dialog, which has no button', async () => {
    track(showInformation(base));
    await advance(0);
    press('Tab');
    expect(document.activeElement).toBe(panel());
    await advance(DIALOG.informationHideMs + DIALOG.hideFallbackMs);
    expect(document.activeElement).toBe(opener);
  });
});

describe('scroll lock', () => {
  function layout(innerWidth: number, clientWidth: number): void {
    vi.stubGlobal('innerWidth', innerWidth);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(clientWidth);
  }

  it('hides overflow and pads the scrollbar width while shown, then removes exactly what it set', async () => {
    layout(1024, 1009);
    track(showAlert(base));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('overflow')).toBe('hidden');
    expect(style.getPropertyValue('padding-right')).toBe('15px');
    button('OK').click();
    expect(style.getPropertyValue('overflow')).toBe('hidden');
    await finishHide();
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });

  it('restores the page’s own inline values and priorities exactly', async () => {
    layout(1024, 1007);
    const root = document.documentElement;
    root.style.setProperty('overflow', 'scroll');
    root.style.setProperty('padding-right', '3px', 'important');
    root.style.setProperty('color', 'red');
    const before = root.getAttribute('style');
    track(showAlert(base));
    expect(root.style.getPropertyValue('overflow')).toBe('hidden');
    expect(root.style.getPropertyValue('padding-right')).toBe('20px');
    expect(root.style.getPropertyValue('color')).toBe('red');
    button('OK').click();
    await finishHide();
    expect(root.getAttribute('style')).toBe(before);
    expect(root.style.getPropertyPriority('padding-right')).toBe('important');
    expect(root.style.getPropertyPriority('overflow')).toBe('');
  });

  it('adds no padding when the page reserves a scrollbar gutter', async () => {
    layout(1024, 1009);
    document.documentElement.style.setProperty('scrollbar-gutter', 'stable');
    if (getComputedStyle(document.documentElement).getPropertyValue('scrollbar-gutter') !== 'stable') {
      const real = window.getComputedStyle.bind(window);
      vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
        const computed = real(element);
        return new Proxy(computed, {
          get: (target, key) =>
            key === 'getPropertyValue' ? (name: string) => (name === 'scrollbar-gutter' ? 'stable' : target.getPropertyValue(name)) : Reflect.get(target, key),
        });
      });
    }
    track(showAlert(base));
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.documentElement.style.getPropertyValue('padding-right')).toBe('');
    button('OK').click();
    await finishHide();
  });

  it('adds no padding without a scrollbar', async () => {
    layout(1024, 1024);
    track(showAlert(base));
    expect(document.documentElement.style.getPropertyValue('padding-right')).toBe('');
    button('OK').click();
    await finishHide();
  });
});

describe('stacking', () => {
  it('a second dialog opens above the first; each hides on its own and focus walks back', async () => {
    const first = track(showConfirmation(base));
    await advance(0);
    const firstHost = panel();
    const firstConfirm = button('Confirmar');
    const second = track(showAlert({ title: 'Atenção', message: 'Outro aviso' }));
    await advance(0);
    const secondHost = panel();
    expect(secondHost).not.toBe(firstHost);
    expect(Number(secondHost.style.zIndex)).toBeGreaterThanOrEqual(Number(firstHost.style.zIndex));
    expect(firstHost.compareDocumentPosition(secondHost) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.activeElement).toBe(button('OK'));

    // Escape reaches the top dialog only.
    press('Escape');
    await finishHide();
    expect(second.value).toBe('cancel');
    expect(first.value).toBeUndefined();
    expect(panels()).toHaveLength(1);
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.activeElement).toBe(firstConfirm);

    button('Confirmar').click();
    await finishHide();
    expect(first.value).toBe('confirm');
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });

  it('stays above a lightbox the first dialog was stacked on after the lightbox closed', async () => {
    const lightbox = document.createElement('div');
    lightbox.setAttribute('data-lightbox-open', '');
    document.body.append(lightbox);
    track(showAlert(base));
    lightbox.removeAttribute('data-lightbox-open');
    track(showAlert(base));
    expect(panels().map((p) => p.style.zIndex)).toEqual(['30010', '30010']);
    button('OK').click();
    await finishHide();
    button('OK').click();
    await finishHide();
  });

  it('a dialog below that hides first leaves focus in the one above, which then returns it to the page', async () => {
    const info = track(showInformation(base));
    await advance(0);
    const question = track(showConfirmation(base));
    await advance(0);
    const confirm = button('Confirmar');
    expect(document.activeElement).toBe(confirm);
    const openerFocused = vi.fn();
    opener.addEventListener('focus', openerFocused);
    await advance(DIALOG.informationHideMs + DIALOG.hideFallbackMs);
    expect(info.value).toBe('confirm');
    expect(panels()).toHaveLength(1);
    expect(document.activeElement).toBe(confirm);
    // Focus never left the dialog above, not even for a moment.
    expect(openerFocused).not.toHaveBeenCalled();
    button('Cancelar').click();
    await finishHide();
    expect(question.value).toBe('cancel');
    expect(document.activeElement).toBe(opener);
  });
});

describe('cleanup', () => {
  it('leaves no element, timer or listener behind, and the page is modal-free again', async () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const result = track(showInformation(base));
    await advance(DIALOG.informationHideMs + DIALOG.hideFallbackMs);
    expect(result.value).toBe('confirm');
    expect([...document.body.children]).toEqual([opener]);
    expect(vi.getTimerCount()).toBe(0);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(added.mock.calls.map(([type]) => type).sort());
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    // The trap is gone: focus may leave, clicks and Escape reach the page untouched.
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(document.activeElement).toBe(outside);
    expect(press('Escape').defaultPrevented).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('removes everything after every way of hiding', async () => {
    for (const hide of [() => button('Confirmar').click(), () => clickBackdrop(), () => press('Escape')]) {
      track(showConfirmation(base));
      await advance(0);
      hide();
      await finishHide();
      expect([...document.body.children]).toEqual([opener]);
      expect(vi.getTimerCount()).toBe(0);
    }
  });
});
