import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '../data-error.ts';
import { showSystemError } from './show-system-error.ts';

const dialogs = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[role="alertdialog"]')];
const dialog = (): HTMLElement => {
  const [only] = dialogs();
  if (!only) throw new Error('no overlay');
  return only;
};
const buttons = (): HTMLButtonElement[] => [...dialog().querySelectorAll('button')];
const byId = (id: string | null): string | null | undefined => (id ? document.getElementById(id)?.textContent : undefined);
const press = (key: string, init: KeyboardEventInit = {}): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

let opener: HTMLButtonElement;
let remove: (() => void) | undefined;

beforeEach(() => {
  opener = document.createElement('button');
  opener.textContent = 'Enviar';
  document.body.append(opener);
  opener.focus();
});

afterEach(() => {
  remove?.();
  remove = undefined;
  document.body.replaceChildren();
});

describe('showSystemError', () => {
  it('appends a modal alert dialog named by its message and described by the URL and format', () => {
    remove = showSystemError(new DataError('parse', 'Internal error: cannot parse the server response', 200), { url: '/api/x', format: 'json' });
    expect(dialog().parentElement?.parentElement).toBe(document.body);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(byId(dialog().getAttribute('aria-labelledby'))).toBe('Internal error: cannot parse the server response');
    const description = document.getElementById(dialog().getAttribute('aria-describedby') ?? '');
    expect([...(description?.children ?? [])].map((line) => line.textContent)).toEqual(['/api/x', 'json']);
    expect(getComputedStyle(dialog().parentElement as HTMLElement).position).toBe('fixed');
  });

  it('shows only the cleaned text for a cleaned error, without description', () => {
    remove = showSystemError(new DataError('application', 'Stack trace here', 500, { cleaned: true }), { url: '/api/x', format: 'json' });
    expect(byId(dialog().getAttribute('aria-labelledby'))).toBe('Something went wrong! Our system hit an error; it was logged and reported automatically');
    expect(dialog().textContent).not.toContain('Stack trace here');
    expect(dialog().textContent).not.toContain('/api/x');
    expect(dialog().hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows only the connect failure for a network error', () => {
    remove = showSystemError(new DataError('connect', 'Could not connect…', 0), { url: '/api/x', format: 'json' });
    expect(byId(dialog().getAttribute('aria-labelledby'))).toBe('Could not connect…');
    expect(dialog().textContent).not.toContain('/api/x');
  });

  it('shows markup in server text as text and creates no element from it', () => {
    const payload = '<img src=x onerror=alert(1)>';
    remove = showSystemError(new DataError('application', payload, 400), { url: '/api/x?<script>', format: '<b>json</b>' });
    expect(dialog().textContent).toContain(payload);
    expect(dialog().textContent).toContain('/api/x?<script>');
    expect(dialog().textContent).toContain('<b>json</b>');
    expect(document.querySelector('img, script, b')).toBeNull();
  });

  it('offers Recarregar, which reloads the page, and Limpar', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    remove = showSystemError(new Error('x'));
    expect(buttons().map((button) => [button.textContent, button.type])).toEqual([
      ['Recarregar', 'button'],
      ['Limpar', 'button'],
    ]);
    buttons()[0]?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the first button on open', () => {
    remove = showSystemError(new Error('x'));
    expect(document.activeElement).toBe(buttons()[0]);
  });

  it('Limpar removes the overlay and returns focus to where it was', () => {
    remove = showSystemError(new Error('x'));
    buttons()[1]?.click();
    expect(dialogs()).toEqual([]);
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the first enabled control of the form when the control it came from was disabled meanwhile', () => {
    const form = document.createElement('form');
    const hidden = Object.assign(document.createElement('input'), { type: 'hidden' });
    const name = Object.assign(document.createElement('input'), { name: 'nome' });
    form.append(hidden, name, opener);
    document.body.append(form);
    opener.focus();
    remove = showSystemError(new Error('x'));
    opener.disabled = true;
    buttons()[1]?.click();
    expect(document.activeElement).toBe(name);
  });

  it('Escape clears, and the page under it does not see the key', () => {
    const pageListener = vi.fn();
    document.addEventListener('keydown', pageListener);
    remove = showSystemError(new Error('x'));
    const event = press('Escape');
    document.removeEventListener('keydown', pageListener);
    expect(dialogs()).toEqual([]);
    expect(document.activeElement).toBe(opener);
    expect(event.defaultPrevented).toBe(true);
    expect(pageListener).not.toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab on the two buttons', () => {
    remove = showSystemError(new Error('x'));
    const [reload, clear] = buttons();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(clear);
    press('Tab');
    expect(document.activeElement).toBe(reload);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(clear);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(reload);
    // Focus that wandered off (a click on the backdrop) comes back on the next Tab.
    (document.activeElement as HTMLElement).blur();
    press('Tab');
    expect(document.activeElement).toBe(reload);
  });

  it('leaves other keys alone', () => {
    remove = showSystemError(new Error('x'));
    expect(press('Enter').defaultPrevented).toBe(false);
    expect(dialogs()).toHaveLength(1);
  });

  it('shows one overlay at a time: a second error replaces the message', () => {
    remove = showSystemError(new Error('first'), { url: '/a', format: 'json' });
    const second = showSystemError(new DataError('connect', 'Could not connect…', 0));
    expect(second).toBe(remove);
    expect(dialogs()).toHaveLength(1);
    expect(dialog().textContent).not.toContain('first');
    expect(dialog().textContent).toContain('Could not connect…');
    expect(dialog().hasAttribute('aria-describedby')).toBe(false);
  });

  it('returns a function that removes it, harmless to call twice; the next error opens a new overlay', () => {
    const first = showSystemError(new Error('x'));
    first();
    first();
    expect(dialogs()).toEqual([]);
    expect(document.activeElement).toBe(opener);
    remove = showSystemError(new Error('y'));
    expect(dialog().textContent).toContain('y');
    first();
    expect(dialogs()).toHaveLength(1);
  });

  it('stops listening for keys once removed', () => {
    showSystemError(new Error('x'))();
    opener.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });
});
