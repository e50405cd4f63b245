import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrigin, escapeKeyAction, isEditableElement, listenForEscapeKeys, type EscapeKeyInput, type EscapeWindow } from './escape-keys.ts';
import { logout } from './logout.ts';

// The page context the glue is handed: each test sets the fields it needs.
const site = { context: {} as unknown };
vi.mock('./logout.ts', () => ({ logout: vi.fn(() => Promise.resolve()) }));

type Context = EscapeKeyInput['context'];

const VISITOR: Context = {
  authenticatedAccount: null,
  appDomain: 'app.example.com',
  websiteSettings: { escapeKeyLoginEnabled: true } as Context['websiteSettings'],
};
const OWNER: Context = { ...VISITOR, authenticatedAccount: { id: 'acct-owner' } };
const PAGE = 'https://loja.example.com/galeria?cor=azul&x=1#topo';
const FRAMED = '%2Fgaleria%3Fcor%3Dazul%26x%3D1';

function press(changes: Partial<EscapeKeyInput> = {}): EscapeKeyInput {
  return { key: 'Escape', shiftKey: false, targetIsEditable: false, context: VISITOR, location: new URL(PAGE), ...changes };
}

describe('escapeKeyAction', () => {
  it('sends a visitor to the configuration page on the admin host, with the page as frameUrl', () => {
    expect(escapeKeyAction(press())).toEqual({ type: 'navigate', url: `https://app.example.com/config/?frameUrl=${FRAMED}` });
  });

  it('sends a signed-in account to the configuration page on the site itself', () => {
    expect(escapeKeyAction(press({ context: OWNER }))).toEqual({ type: 'navigate', url: `https://loja.example.com/config/?frameUrl=${FRAMED}` });
  });

  it('treats a signed-in viewer as signed in', () => {
    expect(escapeKeyAction(press({ context: { ...OWNER, authenticatedAccount: { id: 'acct-viewer' } } }))).toMatchObject({
      url: expect.stringMatching(/^https:\/\/loja\.example\.com\/config\//),
    });
  });

  it('logs a signed-in account out on Shift+Escape', () => {
    expect(escapeKeyAction(press({ context: OWNER, shiftKey: true }))).toEqual({ type: 'logout' });
  });

  it('logs a signed-in account out on Shift+Escape with the Escape-login setting off too (site-runtime.md §2 ties no setting to it)', () => {
    const off = { ...OWNER, websiteSettings: { escapeKeyLoginEnabled: false } as Context['websiteSettings'] };
    expect(escapeKeyAction(press({ context: off, shiftKey: true }))).toEqual({ type: 'logout' });
  });

  it('does nothing on Shift+Escape for a visitor, setting on or off', () => {
    expect(escapeKeyAction(press({ shiftKey: true }))).toEqual({ type: 'none' });
    const off = { ...VISITOR, websiteSettings: { escapeKeyLoginEnabled: false } as Context['websiteSettings'] };
    expect(escapeKeyAction(press({ context: off, shiftKey: true }))).toEqual({ type: 'none' });
  });

  it('keeps an admin host port', () => {
    expect(escapeKeyAction(press({ context: { ...VISITOR, appDomain: 'app.example.com:8443' } }))).toEqual({
      type: 'navigate',
      url: `https://app.example.com:8443/config/?frameUrl=${FRAMED}`,
    });
  });

  it.each(['', 'evil.example/caminho', 'user@evil.example', 'evil.example?x', 'evil.example#x', 'a b', 'https://evil.example'])(
    'uses the page origin for the visitor when appDomain is %j',
    (appDomain) => {
      expect(escapeKeyAction(press({ context: { ...VISITOR, appDomain } }))).toEqual({
        type: 'navigate',
        url: `https://loja.example.com/config/?frameUrl=${FRAMED}`,
      });
    },
  );

  it('leaves a logout parameter out of the frameUrl', () => {
    expect(escapeKeyAction(press({ location: new URL('https://loja.example.com/?logout=true') }))).toEqual({
      type: 'navigate',
      url: 'https://app.example.com/config/?frameUrl=%2F',
    });
  });

  describe.each([
    ['a visitor', VISITOR],
    ['a signed-in account', OWNER],
  ])('for %s', (_name, context) => {
    it.each([false, true])('does nothing in an editable field (shift %s)', (shiftKey) => {
      expect(escapeKeyAction(press({ context, shiftKey, targetIsEditable: true }))).toEqual({ type: 'none' });
    });

    it('does nothing on Escape alone when the setting is off', () => {
      const off = { ...context, websiteSettings: { escapeKeyLoginEnabled: false } as Context['websiteSettings'] };
      expect(escapeKeyAction(press({ context: off }))).toEqual({ type: 'none' });
    });

    it.each(['Enter', 'Esc', 'escape', 'Backspace', 'Tab'])('ignores the key %j', (key) => {
      expect(escapeKeyAction(press({ context, key }))).toEqual({ type: 'none' });
      expect(escapeKeyAction(press({ context, key, shiftKey: true }))).toEqual({ type: 'none' });
    });

    it('does nothing in edit mode, where the editor owns Escape', () => {
      expect(escapeKeyAction(press({ context, editMode: true }))).toEqual({ type: 'none' });
      expect(escapeKeyAction(press({ context, editMode: true, shiftKey: true }))).toEqual({ type: 'none' });
    });

    it('does nothing with Ctrl, Alt or Meta held', () => {
      expect(escapeKeyAction(press({ context, otherModifier: true }))).toEqual({ type: 'none' });
      expect(escapeKeyAction(press({ context, otherModifier: true, shiftKey: true }))).toEqual({ type: 'none' });
    });
  });

  it('does nothing on a page without an http(s) origin', () => {
    expect(escapeKeyAction(press({ context: OWNER, location: new URL('file:///tmp/pagina.html') }))).toEqual({ type: 'none' });
  });
});

describe('adminOrigin', () => {
  it.each([
    ['app.example.com', 'https://app.example.com'],
    ['APP.Example.com', 'https://app.example.com'],
    ['app.example.com:8443', 'https://app.example.com:8443'],
    ['', undefined],
    ['app.example.com/x', undefined],
    ['u:p@app.example.com', undefined],
    ['http://app.example.com', undefined],
  ])('%j gives %j', (appDomain, origin) => {
    expect(adminOrigin(appDomain)).toBe(origin);
  });
});

describe('isEditableElement', () => {
  const build = (html: string): HTMLElement => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it.each([
    ['a text input', '<input type="text">', 'input'],
    ['a checkbox input', '<input type="checkbox">', 'input'],
    ['a textarea', '<textarea></textarea>', 'textarea'],
    ['a select', '<select><option>a</option></select>', 'select'],
    ['a contenteditable element', '<div contenteditable></div>', '[contenteditable]'],
    ['contenteditable="true"', '<div contenteditable="true"></div>', 'div'],
    ['contenteditable="plaintext-only"', '<div contenteditable="plaintext-only"></div>', 'div'],
    ['an element inside contenteditable', '<div contenteditable="true"><p><b>x</b></p></div>', 'b'],
  ])('is true for %s', (_name, html, selector) => {
    expect(isEditableElement(build(html).querySelector(selector))).toBe(true);
  });

  it.each([
    ['a plain element', '<p>texto</p>', 'p'],
    ['a button', '<button>ok</button>', 'button'],
    ['a link', '<a href="/x">x</a>', 'a'],
    ['contenteditable="false"', '<div contenteditable="false"></div>', 'div'],
    ['a non-editable island inside an editable region', '<div contenteditable><span contenteditable="false"><i>x</i></span></div>', 'i'],
  ])('is false for %s', (_name, html, selector) => {
    expect(isEditableElement(build(html).querySelector(selector))).toBe(false);
  });

  it('is false for null', () => {
    expect(isEditableElement(null)).toBe(false);
  });

  it('is true anywhere in a document in design mode', () => {
    const doc = document.implementation.createHTMLDocument('x');
    doc.designMode = 'on';
    expect(isEditableElement(doc.body)).toBe(true);
  });
});

describe('listenForEscapeKeys', () => {
  let controller: AbortController;
  const logoutMock = vi.mocked(logout);

  interface FakeWindow extends EscapeWindow {
    readonly location: EscapeWindow['location'] & { assign: ReturnType<typeof vi.fn> };
  }

  function fakeWindow(href = PAGE, top?: unknown): FakeWindow {
    const url = new URL(href);
    const win = {
      document,
      location: { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, assign: vi.fn() },
      self: undefined as unknown,
      top: undefined as unknown,
    };
    win.self = win;
    win.top = top ?? win;
    return win;
  }

  function keydown(target: EventTarget, init: KeyboardEventInit = {}): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, composed: true, ...init });
    target.dispatchEvent(event);
    return event;
  }

  beforeEach(() => {
    controller = new AbortController();
    site.context = VISITOR;
    logoutMock.mockClear();
  });

  afterEach(() => {
    controller.abort();
    document.body.replaceChildren();
  });

  it('navigates a visitor to the admin host and takes the key', () => {
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    const event = keydown(document.body);
    expect(win.location.assign).toHaveBeenCalledWith(`https://app.example.com/config/?frameUrl=${FRAMED}`);
    expect(event.defaultPrevented).toBe(true);
  });

  it('acts on the press that loaded it (already dispatched), unless something else took it or it was typing', () => {
    const win = fakeWindow();
    const pressed = keydown(document.body);
    listenForEscapeKeys(site.context as never, controller.signal, win, pressed);
    expect(win.location.assign).toHaveBeenCalledWith(`https://app.example.com/config/?frameUrl=${FRAMED}`);

    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    document.body.dispatchEvent(taken);
    const field = document.body.appendChild(document.createElement('input'));
    const typing = keydown(field);
    const other = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, other, taken);
    listenForEscapeKeys(site.context as never, controller.signal, other, typing);
    expect(other.location.assign).not.toHaveBeenCalled();
  });

  it('navigates a signed-in account to the panel on the site', () => {
    site.context = OWNER;
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body);
    expect(win.location.assign).toHaveBeenCalledWith(`https://loja.example.com/config/?frameUrl=${FRAMED}`);
    expect(logoutMock).not.toHaveBeenCalled();
  });

  it('logs out on Shift+Escape, from the page itself', () => {
    site.context = OWNER;
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    const event = keydown(document.body, { shiftKey: true });
    expect(logoutMock).toHaveBeenCalledTimes(1);
    expect(logoutMock).toHaveBeenCalledWith({ context: OWNER, location: win.location, isInConfigPanel: false, previewFrameUrl: undefined });
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
  });

  it('logs out through the panel when the page is its preview frame', () => {
    site.context = OWNER;
    const top = { location: new URL('https://loja.example.com/config/?frameUrl=%2Fgaleria') };
    const win = fakeWindow(PAGE, top);
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body, { shiftKey: true });
    expect(logoutMock).toHaveBeenCalledWith({ context: OWNER, location: top.location, isInConfigPanel: true, previewFrameUrl: PAGE });
  });

  it.each([
    ['another origin', { location: new URL('https://outro.example/config/') }],
    ['a page that is not the panel', { location: new URL('https://loja.example.com/configuracoes') }],
    [
      'a top window it cannot read',
      {
        get location(): never {
          throw new DOMException('cross-origin', 'SecurityError');
        },
      },
    ],
  ])('logs out from the page itself when framed by %s', (_name, top) => {
    site.context = OWNER;
    const win = fakeWindow(PAGE, top);
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body, { shiftKey: true });
    expect(logoutMock).toHaveBeenCalledWith(expect.objectContaining({ location: win.location, isInConfigPanel: false }));
  });

  it.each([
    ['an input', '<input type="text">', 'input'],
    ['a textarea', '<textarea></textarea>', 'textarea'],
    ['a select', '<select><option>a</option></select>', 'select'],
    ['contenteditable', '<div contenteditable="true"><p>x</p></div>', 'p'],
  ])('does nothing for a key pressed in %s', (_name, html, selector) => {
    site.context = OWNER;
    document.body.innerHTML = html;
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    const target = document.body.querySelector(selector) as Element;
    const event = keydown(target);
    keydown(target, { shiftKey: true });
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(logoutMock).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('reacts to a key pressed on an ordinary element', () => {
    document.body.innerHTML = '<button>ok</button>';
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body.querySelector('button') as Element);
    expect(win.location.assign).toHaveBeenCalledTimes(1);
  });

  it('with the setting off, Escape alone does nothing and Shift+Escape still logs out', () => {
    site.context = { ...OWNER, websiteSettings: { escapeKeyLoginEnabled: false } };
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    const escape = keydown(document.body);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(escape.defaultPrevented).toBe(false);
    expect(logoutMock).not.toHaveBeenCalled();
    keydown(document.body, { shiftKey: true });
    expect(logoutMock).toHaveBeenCalledExactlyOnceWith({ context: site.context, location: win.location, isInConfigPanel: false, previewFrameUrl: undefined });
  });

  it('does nothing in edit mode (the page’s editMode)', () => {
    const win = fakeWindow();
    listenForEscapeKeys({ ...(site.context as object), editMode: true } as never, controller.signal, win);
    keydown(document.body);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('leaves a key another handler took: default prevented', () => {
    const win = fakeWindow();
    const take = (event: Event): void => event.preventDefault();
    document.addEventListener('keydown', take, { capture: true, signal: controller.signal });
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('leaves a key another handler took: propagation stopped (a modal dialog)', () => {
    const win = fakeWindow();
    document.addEventListener('keydown', (event) => event.stopPropagation(), { capture: true, signal: controller.signal });
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('leaves a key pressed during text composition', () => {
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body, { isComposing: true });
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('ignores other keys and Escape with Ctrl, Alt or Meta', () => {
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    keydown(document.body, { key: 'Enter' });
    keydown(document.body, { ctrlKey: true });
    keydown(document.body, { altKey: true });
    keydown(document.body, { metaKey: true });
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('never navigates from a page without an http(s) origin', () => {
    site.context = OWNER;
    const win = fakeWindow('file:///tmp/pagina.html');
    listenForEscapeKeys(site.context as never, controller.signal, win);
    expect(() => keydown(document.body)).not.toThrow();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('stops listening when the signal aborts', () => {
    const win = fakeWindow();
    listenForEscapeKeys(site.context as never, controller.signal, win);
    controller.abort();
    keydown(document.body);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('adds a single listener', () => {
    const add = vi.spyOn(document, 'addEventListener');
    listenForEscapeKeys(site.context as never, controller.signal, fakeWindow());
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith('keydown', expect.any(Function), { signal: controller.signal });
  });
});
