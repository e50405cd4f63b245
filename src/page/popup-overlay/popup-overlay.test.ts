import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import type { CoreContext } from '../../kit/define.ts';
import { trackOverlay } from '../../services/small-services/census-events.ts';
import type { Page } from '../../platform/page-context/read-page-context.ts';
import { pageOf } from '../../test/page-document.ts';
import { DAY_MS } from '../../ui/block-kit/limits.ts';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { POPUP_OVERLAY_ROOT_ATTRIBUTE } from '../../shared/markers.ts';
import { mount } from './index.ts';
import { popupRecordKey, type PopupRecord } from './popup-record.ts';
import { POPUP_SIGNUP_EVENT } from '../../shared/page-events.ts';

// The overlay's census call stands in for its request (census-events.test.ts checks those).
vi.mock('../../services/small-services/census-events.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/small-services/census-events.ts')>()),
  trackOverlay: vi.fn(async () => undefined),
}));

const NOW = Date.UTC(2026, 10, 2, 15, 0, 0);
const KEY = popupRecordKey('loja-da-ana');
const SETTINGS = { style: 2, enableMobile: false, version: 3, showUntilSignup: true, displayFrequency: 7 };

const TEMPLATE = `<template data-popup-overlay>
    <div class="popup" data-owner="sim">
      <h2 class="popup__title">Receba nossas novidades</h2>
      <p>Descontos uma vez por mês. <a href="/novidades">Saiba mais</a></p>
      <div class="sqs-block newsletter-block" data-block-type="51" id="block-popup-news" data-block-json='{"fields":[]}'><input type="email" name="email"></div>
    </div>
  </template>`;

type ContextJson = { [key: string]: unknown };

/** The page the next setup's block is handed, as the core reads it once. */
let page: Page;
function pageContext(overrides: ContextJson = {}, settings: Partial<typeof SETTINGS> = {}): void {
  const json = {
    website: { identifier: 'loja-da-ana' },
    websiteSettings: { popupOverlaySettings: { ...SETTINGS, ...settings } },
    websiteRoles: [],
    authenticatedAccount: null,
    showAnnouncementBar: false,
    pageType: 2,
    ...overrides,
  };
  page = pageOf(json);
}

function setup(html = TEMPLATE): { template: HTMLTemplateElement; context: CoreContext; controller: AbortController } {
  document.body.innerHTML = `<main><p>Página</p><button id="page-button">Comprar</button></main>${html}`;
  const controller = new AbortController();
  const context = coreContext({ controller, page });
  return { template: document.querySelector('template')!, context, controller };
}

async function show(html?: string): Promise<{ destroy: () => void; template: HTMLTemplateElement; context: CoreContext; controller: AbortController }> {
  const { template, context, controller } = setup(html);
  const destroy = (await mount(template, context)) ?? (() => undefined);
  return { destroy, template, context, controller };
}

// The popup is a native <dialog> filling the window (the backdrop) around its visible box, the panel.
const overlay = () => document.querySelector<HTMLElement>('.popup-overlay');
const dialog = () => document.querySelector('dialog');
const panel = () => document.querySelector<HTMLElement>('.popup-overlay__panel');
const root = () => document.querySelector<HTMLElement>(`[${POPUP_OVERLAY_ROOT_ATTRIBUTE}]`);
const closeButton = () => document.querySelector<HTMLButtonElement>('.popup-overlay__close');
const stored = (): PopupRecord | null => {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : (JSON.parse(raw) as PopupRecord);
};
const store = (record: PopupRecord) => localStorage.setItem(KEY, JSON.stringify(record));

function mobile(isMobile: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isMobile && query === '(max-width: 432px)', media: query }));
}

function press(target: EventTarget, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

function clickAt(pressTarget: Element, releaseTarget: Element = pressTarget): void {
  pressTarget.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
  releaseTarget.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  mobile(false);
  pageContext();
  localStorage.clear();
  document.title = 'Loja da Ana';
  document.cookie = 'ss_cvr=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.mocked(trackOverlay).mockClear();
});

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.className = '';
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  localStorage.clear();
});

/** Mounts and registers the destroy for afterEach, so no test leaves a popup mounted. */
async function shown(html?: string) {
  const result = await show(html);
  cleanups.push(result.destroy);
  return result;
}

describe('popup overlay: whether it is shown', () => {
  it('is shown on a first visit with style 2 (show): a modal dialog over the page, appended to the body', async () => {
    await shown();
    expect(overlay()?.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(overlay());
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(overlay()).toBe(dialog());
    expect(dialog()?.open).toBe(true);
    expect(panel()?.contains(root())).toBe(true);
    expect(closeButton()?.getAttribute('aria-label')).toBe('Fechar');
    expect(closeButton()?.type).toBe('button');
    // Nothing is written until the visitor closes it or signs up.
    expect(stored()).toBeNull();
  });

  it('is shown on mobile when enableMobile is on', async () => {
    mobile(true);
    pageContext({}, { enableMobile: true });
    await shown();
    expect(dialog()).not.toBeNull();
  });

  it.each<[string, () => void]>([
    ['style 1 (none)', () => pageContext({}, { style: 1 })],
    ['mobile without enableMobile', () => mobile(true)],
    ['a logged-in owner', () => pageContext({ authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] })],
    ['edit mode', () => (page = { ...page, editMode: true })],
    ['closed 6 days ago with displayFrequency 7', () => store({ version: 3, submitted: false, closedAt: NOW - 6 * DAY_MS })],
    [
      'closed once with displayFrequency -1',
      () => {
        pageContext({}, { displayFrequency: -1 });
        store({ version: 3, submitted: false, closedAt: NOW - 400 * DAY_MS });
      },
    ],
    ['signed up with showUntilSignup', () => store({ version: 3, submitted: true, closedAt: NOW - 400 * DAY_MS })],
  ])('is not shown for %s, and the mount adds nothing', async (_, arrange) => {
    arrange();
    const { template, context } = setup();
    const before = document.body.innerHTML;
    const recordBefore = localStorage.getItem(KEY);
    const destroy = await mount(template, context);
    expect(document.body.innerHTML).toBe(before);
    expect(dialog()).toBeNull();
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expect(trackOverlay).not.toHaveBeenCalled();
    expect(typeof destroy).toBe('function');
    destroy?.();
    expect(document.body.innerHTML).toBe(before);
    expect(localStorage.getItem(KEY)).toBe(recordBefore);
  });

  it('is not shown for an empty template', async () => {
    const { template, context } = setup('<template data-popup-overlay>\n   </template>');
    await mount(template, context);
    expect(dialog()).toBeNull();
    expect(trackOverlay).not.toHaveBeenCalled();
  });

  it('is shown again once the closed date plus displayFrequency days has passed', async () => {
    const first = await show();
    closeButton()!.click();
    expect(stored()).toEqual({ version: 3, submitted: false, closedAt: NOW });
    first.destroy();

    vi.setSystemTime(NOW + 7 * DAY_MS - 1);
    const early = await show();
    expect(dialog()).toBeNull();
    early.destroy();

    vi.setSystemTime(NOW + 7 * DAY_MS);
    await shown();
    expect(dialog()).not.toBeNull();
  });

  it('is shown again for a newer version, even after a signup', async () => {
    store({ version: 2, submitted: true, closedAt: NOW - DAY_MS });
    await shown();
    expect(dialog()).not.toBeNull();
  });

  it('shows one popup per page: a second template is ignored while the first is mounted', async () => {
    await shown();
    const second = document.createElement('template');
    second.setAttribute('data-popup-overlay', '');
    second.innerHTML = '<h2>Outro</h2>';
    document.body.append(second);
    const destroy = await mount(second, coreContext({ page }));
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(trackOverlay).toHaveBeenCalledTimes(1);
    destroy?.();
    expect(dialog()).not.toBeNull();
  });

  it('refuses an element that is not a template (MarkupError)', () => {
    document.body.innerHTML = '<div data-popup-overlay><h2>Olá</h2></div>';
    const element = document.querySelector<HTMLElement>('div')!;
    expect(() => mount(element, coreContext({ page }))).toThrow(MarkupError);
  });
});

describe('popup overlay: content and labelling', () => {
  it("shows a clone of the template's content: the owner's live markup, the template left as it was, no HTML string", async () => {
    const { template, context } = setup();
    const innerHTML = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const insertAdjacentHTML = vi.spyOn(Element.prototype, 'insertAdjacentHTML');
    const templateHtml = template.innerHTML;
    const destroy = await mount(template, context);
    cleanups.push(() => destroy?.());
    expect(innerHTML).not.toHaveBeenCalled();
    expect(insertAdjacentHTML).not.toHaveBeenCalled();

    // The same markup, the heading's generated id (for aria-labelledby) aside.
    const shownCopy = root()!.cloneNode(true) as HTMLElement;
    shownCopy.querySelector('h2')!.removeAttribute('id');
    expect(shownCopy.innerHTML).toBe(templateHtml);
    const popup = root()!.querySelector<HTMLElement>('.popup')!;
    expect(popup.dataset.owner).toBe('sim');
    expect(root()!.querySelector('#block-popup-news')?.getAttribute('data-block-json')).toBe('{"fields":[]}');
    // Live elements in the page, not the template's own (inert) nodes.
    expect(popup.isConnected).toBe(true);
    expect(template.content.contains(popup)).toBe(false);
    expect(template.innerHTML).toBe(templateHtml);
    expect(template.content.querySelector('.popup')).not.toBeNull();
  });

  it("is labelled by the content's first heading (given an id when it has none)", async () => {
    await shown();
    const heading = root()!.querySelector('h2')!;
    expect(heading.id).not.toBe('');
    expect(dialog()!.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(dialog()!.hasAttribute('aria-label')).toBe(false);
  });

  it("keeps the heading's own id", async () => {
    await shown('<template data-popup-overlay><h3 id="titulo-popup">Oferta</h3><p>Texto</p></template>');
    expect(dialog()!.getAttribute('aria-labelledby')).toBe('titulo-popup');
  });

  it('is labelled with the page title when the content has no heading', async () => {
    await shown('<template data-popup-overlay><p>Só um aviso. <a href="/x">Ver</a></p></template>');
    expect(dialog()!.getAttribute('aria-label')).toBe('Loja da Ana');
    expect(dialog()!.hasAttribute('aria-labelledby')).toBe(false);
  });
});

describe('popup overlay: closing', () => {
  it.each<[string, () => void]>([
    ['the close button', () => closeButton()!.click()],
    ['Escape in the dialog', () => press(root()!.querySelector('input')!, 'Escape')],
    ['Escape with focus outside the popup', () => press(document.body, 'Escape')],
    ['a click on the backdrop', () => clickAt(overlay()!)],
  ])('%s closes it and stores the closed record', async (_, act) => {
    await shown();
    vi.setSystemTime(NOW + 5000);
    act();
    expect(overlay()).toBeNull();
    expect(dialog()).toBeNull();
    expect(stored()).toEqual({ version: 3, submitted: false, closedAt: NOW + 5000 });
  });

  it('Escape is taken (default prevented), so the Escape-key login leaves it alone', async () => {
    await shown();
    const event = press(closeButton()!, 'Escape');
    expect(event.defaultPrevented).toBe(true);
    // Once closed, Escape is the page's again.
    expect(press(document.body, 'Escape').defaultPrevented).toBe(false);
  });

  it('does not close on a click inside the dialog, a drag that ends outside it, other keys or an Escape a widget took', async () => {
    await shown();
    clickAt(root()!.querySelector('p')!);
    clickAt(panel()!);
    clickAt(root()!.querySelector('p')!, overlay()!);
    press(root()!.querySelector('input')!, 'Enter');
    const input = root()!.querySelector('input')!;
    input.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    press(input, 'Escape');
    expect(dialog()).not.toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps a signup made for this version when closed', async () => {
    store({ version: 3, submitted: true, closedAt: NOW - DAY_MS });
    pageContext({}, { showUntilSignup: false, displayFrequency: 0 });
    await shown();
    closeButton()!.click();
    expect(stored()).toEqual({ version: 3, submitted: true, closedAt: NOW });
  });

  it('still closes when the storage refuses to write', async () => {
    await shown();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    closeButton()!.click();
    expect(dialog()).toBeNull();
  });
});

describe('popup overlay: signup hook', () => {
  it(`${POPUP_SIGNUP_EVENT} marks the record submitted; the popup stays open for the success text`, async () => {
    expect(POPUP_SIGNUP_EVENT).toBe('siteruntime:popup-overlay:signup');
    await shown();
    vi.setSystemTime(NOW + 60_000);
    window.dispatchEvent(new Event(POPUP_SIGNUP_EVENT));
    expect(stored()).toEqual({ version: 3, submitted: true, closedAt: NOW + 60_000 });
    expect(dialog()).not.toBeNull();

    vi.setSystemTime(NOW + 90_000);
    closeButton()!.click();
    expect(stored()).toEqual({ version: 3, submitted: true, closedAt: NOW + 90_000 });
  });

  it('accepts the event bubbling from inside the popup and ignores one from elsewhere on the page', async () => {
    await shown();
    document.querySelector('#page-button')!.dispatchEvent(new Event(POPUP_SIGNUP_EVENT, { bubbles: true }));
    expect(stored()).toBeNull();
    root()!
      .querySelector('input')!
      .dispatchEvent(new Event(POPUP_SIGNUP_EVENT, { bubbles: true }));
    expect(stored()).toMatchObject({ submitted: true });
  });

  it('is not listened for once the popup is closed or was never shown', async () => {
    const { destroy } = await show();
    closeButton()!.click();
    localStorage.clear();
    window.dispatchEvent(new Event(POPUP_SIGNUP_EVENT));
    expect(stored()).toBeNull();
    destroy();

    pageContext({}, { style: 1 });
    await show();
    window.dispatchEvent(new Event(POPUP_SIGNUP_EVENT));
    expect(stored()).toBeNull();
  });
});

describe('popup overlay: census', () => {
  it('tracks the overlay once when shown, with the page tracking fields and the ss_cvr cookie', async () => {
    document.cookie = 'ss_cvr=abc-123|1|2|3|4; path=/';
    pageContext({ item: { id: 'item-9', fullUrl: '/blog/post', recordType: 1 } });
    const { context } = await shown();
    closeButton()!.click();
    expect(trackOverlay).toHaveBeenCalledExactlyOnceWith(context.consent, {
      visitorCookie: 'abc-123|1|2|3|4',
      pageTitle: 'Loja da Ana',
      pageId: 'item-9',
      contentSource: 'i',
      pagePath: expect.any(String),
    });
  });

  it('sends the census call in a task after the one that showed the popup, and none for a popup gone by then', async () => {
    const first = setup();
    const mounting = mount(first.template, first.context);
    expect(dialog()?.open).toBe(true);
    expect(trackOverlay).not.toHaveBeenCalled();
    cleanups.push((await mounting) ?? (() => undefined));
    expect(trackOverlay).toHaveBeenCalledTimes(1);

    cleanups.pop()?.();
    localStorage.clear();
    vi.mocked(trackOverlay).mockClear();
    const second = setup();
    const removed = mount(second.template, second.context);
    expect(dialog()?.open).toBe(true);
    second.controller.abort();
    await removed;
    expect(dialog()).toBeNull();
    expect(trackOverlay).not.toHaveBeenCalled();
  });

  it('sends an empty visitorCookie without ss_cvr', async () => {
    await shown();
    expect(vi.mocked(trackOverlay).mock.calls[0]?.[1]).toMatchObject({ visitorCookie: '', pageId: '', contentSource: '' });
  });

  it('traces the popup shown, with its version', async () => {
    const { template, context } = setup();
    cleanups.push((await mount(template, context)) ?? (() => undefined));
    expect(context.start).toHaveBeenCalledExactlyOnceWith('trace', { type: 'popup-overlay-shown', data: { version: 3 } });
  });

  it('traces nothing when it is not shown', async () => {
    pageContext({ authenticatedAccount: { id: 'acct-owner' } });
    const { template, context } = setup();
    cleanups.push((await mount(template, context)) ?? (() => undefined));
    expect(context.start).not.toHaveBeenCalled();
  });
});

describe('popup overlay: focus', () => {
  it('moves focus into the dialog (the close button first) and gives it back on close', async () => {
    const { template, context } = setup();
    const pageButton = document.querySelector<HTMLButtonElement>('#page-button')!;
    pageButton.focus();
    const destroy = await mount(template, context);
    cleanups.push(() => destroy?.());
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(closeButton());
    press(document.activeElement!, 'Escape');
    expect(document.activeElement).toBe(pageButton);
  });

  it('is modal (showModal: the browser makes the page behind inert), and Tab wraps round inside it', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await shown();
    expect(showModal).toHaveBeenCalledOnce();
    const input = root()!.querySelector('input')!;
    input.focus();
    expect(press(input, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(closeButton());
    expect(press(closeButton()!, 'Tab').defaultPrevented).toBe(false);
    closeButton()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(input);
  });
});

describe('popup overlay: scroll lock', () => {
  function scrollbar(width: number): void {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - width);
  }

  it('hides the page overflow, makes up for the scrollbar, and puts back exactly what was there', async () => {
    scrollbar(15);
    document.documentElement.style.setProperty('padding-right', '3px');
    document.documentElement.style.setProperty('color', 'black');
    const before = document.documentElement.getAttribute('style');
    const { destroy } = await show();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.documentElement.style.getPropertyValue('padding-right')).toBe('18px');
    closeButton()!.click();
    expect(document.documentElement.getAttribute('style')).toBe(before);
    destroy();
    expect(document.documentElement.getAttribute('style')).toBe(before);
  });

  it('puts back an inline value with its priority', async () => {
    document.documentElement.style.setProperty('overflow', 'scroll', 'important');
    const { destroy } = await show();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    destroy();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('scroll');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('important');
  });

  it('leaves no style attribute when there was none, and adds no padding without a scrollbar', async () => {
    scrollbar(0);
    const { destroy } = await show();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.documentElement.style.getPropertyValue('padding-right')).toBe('');
    destroy();
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });
});

describe('popup overlay: destroy', () => {
  it('removes everything it added without writing a record, and stops listening', async () => {
    const { template, context } = setup();
    const before = document.body.innerHTML;
    const pageButton = document.querySelector<HTMLButtonElement>('#page-button')!;
    pageButton.focus();
    const destroy = (await mount(template, context))!;
    destroy();
    expect(document.body.innerHTML).toBe(before);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expect(document.activeElement).toBe(pageButton);
    expect(stored()).toBeNull();

    // No listener left: Escape, a signup and a click change nothing; focus moves freely.
    expect(press(document.body, 'Escape').defaultPrevented).toBe(false);
    window.dispatchEvent(new Event(POPUP_SIGNUP_EVENT));
    document.body.click();
    expect(stored()).toBeNull();
    document.querySelector<HTMLButtonElement>('#page-button')!.blur();
    expect(document.activeElement).not.toBe(pageButton);
    destroy();
    expect(document.body.innerHTML).toBe(before);
  });

  it('is removed when the core aborts its signal, and can be mounted again afterwards', async () => {
    const { controller } = await show();
    controller.abort();
    expect(overlay()).toBeNull();
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    await shown();
    expect(dialog()).not.toBeNull();
  });

  it('a mount that fails half-way leaves nothing behind and throws for the core to report', async () => {
    const { template, context } = setup();
    const before = document.body.innerHTML;
    vi.spyOn(document.body, 'append').mockImplementationOnce(() => {
      throw new Error('append failed');
    });
    await expect(mount(template, context)).rejects.toThrow('append failed');
    expect(document.body.innerHTML).toBe(before);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    await shown();
    expect(dialog()).not.toBeNull();
  });

  it('after a close, destroy has nothing left to remove', async () => {
    const { destroy } = await show();
    closeButton()!.click();
    const after = document.body.innerHTML;
    destroy();
    expect(document.body.innerHTML).toBe(after);
  });
});
