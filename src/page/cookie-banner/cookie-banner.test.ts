import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieSettings } from './cookie-settings.ts';
import { COOKIE_BANNER_MESSAGES } from '../../texts/cookie-banner.ts';
import { showCookieBanner, start as startFeature, type CookieBannerOptions } from './index.ts';
import type { Consent } from '../../platform/consent/consent.ts';
import { parsePageContext, type PageContext } from '../../platform/page-context/read-page-context.ts';
import { COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_OPEN_EVENT, COOKIE_BANNER_UNFORCE_EVENT, COOKIE_BANNER_UPDATE_EVENT } from '../../shared/page-events.ts';
import { coreContext } from '../../test/core-context.ts';
import { pageOf } from '../../test/page-document.ts';
import { stubResizeObserver } from '../../test/resize-observer-stub.ts';

const consent = vi.hoisted(() => ({
  stored: undefined as boolean | undefined,
  listeners: new Set<(allowed: boolean) => void>(),
  choice: (): boolean | undefined => undefined,
  refusedBySignal: (): boolean => false,
  choose: (_allowed: boolean): void => undefined,
  onChange:
    (_listener: (allowed: boolean) => void): (() => void) =>
    () =>
      undefined,
  trackingAllowed: (): boolean => true,
}));

const DEFAULT_TEXT = 'Este site usa cookies para melhorar sua experiência.';

const base: CookieSettings = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>Usamos cookies para melhorar sua visita.</p>',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN',
  cookieBannerCtaText: '',
  cookieBannerOptOutCtaText: '',
};

let stops: (() => void)[] = [];
let report: ReturnType<typeof vi.fn<(error: unknown) => void>>;

/** The page's consent engine as the banner sees it (a test double: the engine has its own tests). */
const consentEngine = (): Consent => consent;

let frames: ReturnType<typeof stubResizeObserver>;

/** Shows the banner, then runs the frame that first paints it (its ResizeObserver's first report). */
function start(settings: Partial<CookieSettings> = {}, options: Partial<CookieBannerOptions> = {}): () => void {
  const stop = showCookieBanner({ settings: { ...base, ...settings }, consent: consentEngine(), editMode: false, report, ...options });
  stops.push(stop);
  frames.deliver();
  return stop;
}

const host = () => document.querySelector<HTMLElement>('[data-cookie-banner-host]');
const banner = () => document.querySelector<HTMLElement>('[data-cookie-banner]');
const ctas = () => [...document.querySelectorAll<HTMLButtonElement>('.cookie-banner__cta')];
const labels = () => ctas().map((button) => button.getAttribute('aria-label') ?? button.textContent);
const accept = () => document.querySelector<HTMLButtonElement>('.cookie-banner__cta--accept')!;
const refuse = () => document.querySelector<HTMLButtonElement>('.cookie-banner__cta--refuse')!;
const classes = () => [...(banner()?.classList ?? [])];
const fire = (type: string, detail?: unknown) => dispatchEvent(new CustomEvent(type, { detail }));

beforeEach(() => {
  frames = stubResizeObserver();
  report = vi.fn<(error: unknown) => void>();
  consent.stored = undefined;
  consent.listeners.clear();
  consent.choice = vi.fn(() => consent.stored);
  consent.choose = vi.fn((allowed: boolean) => {
    consent.stored = allowed;
  });
  consent.onChange = vi.fn((listener: (allowed: boolean) => void) => {
    consent.listeners.add(listener);
    return () => consent.listeners.delete(listener);
  });
  document.body.innerHTML = '<main><h1>Página</h1><p>Conteúdo</p><a href="/sobre" id="outside">Sobre</a></main>';
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('when the banner shows', () => {
  it('shows when enabled and the visitor has not chosen yet', () => {
    start();
    expect(banner()).not.toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it.each([true, false])('stays hidden when the visitor already chose (%s)', (choice) => {
    consent.stored = choice;
    start();
    expect(host()).toBeNull();
  });

  it('stays hidden in edit mode until forced, and unforce hides it again', () => {
    start({}, { editMode: true });
    expect(host()).toBeNull();
    fire(COOKIE_BANNER_FORCE_EVENT);
    expect(classes()).toContain('cookie-banner--preview');
    fire(COOKIE_BANNER_UNFORCE_EVENT);
    expect(host()).toBeNull();
  });

  it('stays hidden when the banner is disabled', () => {
    start({ isCookieBannerEnabled: false });
    expect(host()).toBeNull();
  });

  it("takes the page context's cookieSettings as parsed (frozen), and updates work on a copy", () => {
    const json = {
      cookieSettings: { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT', cookieBannerTheme: 'LIGHT' },
    };
    const settings: PageContext['cookieSettings'] = Object.freeze(parsePageContext(JSON.stringify(json)).context.cookieSettings);
    stops.push(showCookieBanner({ settings, consent: consentEngine(), editMode: false, report }));
    expect(classes()).toEqual(expect.arrayContaining(['cookie-banner--popup', 'cookie-banner--top-right', 'cookie-banner--light', 'cookie-banner--cta-icon']));
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerTheme: 'DARK' });
    expect(classes()).toContain('cookie-banner--dark');
    expect(settings.cookieBannerTheme).toBe('LIGHT');
    expect(report).not.toHaveBeenCalled();
  });
});

describe('landmark, place in the page and focus', () => {
  it('is a labelled region landmark, not a modal: no overlay, no focus trap, no scroll lock', () => {
    start();
    const region = banner()!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('Cookies');
    expect(COOKIE_BANNER_MESSAGES.regionLabel).toBe('Cookies');
    expect(region.getAttribute('aria-modal')).toBeNull();
    expect(document.querySelectorAll('body > :not(main):not([data-cookie-banner-host])')).toHaveLength(0);
    expect(document.body.getAttribute('style')).toBeNull();
    // No scroll lock: <html> only gets the scroll padding that keeps focus clear of the banner.
    expect(document.documentElement.getAttribute('style')).toBe('scroll-padding-bottom: 0px;');
  });

  it('keeps focus clear of it while it shows (scroll padding, room at the end) and gives that back when it goes', () => {
    document.documentElement.style.scrollPaddingBottom = '8px';
    start();
    expect(host()!.classList.contains('cookie-banner-host--room')).toBe(true);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('0px');
    accept().click();
    expect(host()).toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('8px');
    document.documentElement.removeAttribute('style');
  });

  it('a top bar pads the top instead, and moving it to the bottom swaps the padding', () => {
    start({ cookieBannerPosition: 'TOP' });
    expect(document.documentElement.style.scrollPaddingTop).toBe('0px');
    expect(host()!.classList.contains('cookie-banner-host--room')).toBe(false);
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerPosition: 'BOTTOM' });
    frames.deliver();
    expect(document.documentElement.getAttribute('style')).toBe('scroll-padding-bottom: 0px;');
    expect(host()!.classList.contains('cookie-banner-host--room')).toBe(true);
  });

  it('comes last in the DOM (last in the tab order) and does not take focus on load', () => {
    const outside = document.getElementById('outside')!;
    outside.focus();
    start();
    expect(document.body.lastElementChild).toBe(host());
    expect(document.activeElement).toBe(outside);
  });

  it('writes no style attribute (the strict CSP blocks them)', () => {
    start({ cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerText: '<p style="color:red">Olá</p>' });
    expect(host()!.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('puts a top bar inside the announcement-bar area when the page has one', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div class="announcement-bar" data-announcement-bar><p>Frete grátis</p></div>');
    start({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' });
    const area = document.querySelector('[data-announcement-bar]')!;
    expect(host()!.parentElement).toBe(area);
    expect(area.lastElementChild).toBe(host());
    expect(area.querySelector('p')!.textContent).toBe('Frete grátis');
  });

  it.each([
    ['BAR', 'BOTTOM'],
    ['POPUP', 'TOP_LEFT'],
    ['POPUP', 'BOTTOM_RIGHT'],
  ])('puts a %s at %s at the end of <body> even when there is an announcement bar', (variant, position) => {
    document.body.insertAdjacentHTML('afterbegin', '<div data-announcement-bar></div>');
    start({ cookieBannerVariant: variant, cookieBannerPosition: position });
    expect(document.body.lastElementChild).toBe(host());
  });

  it('puts a top bar at the end of <body> when there is no announcement bar', () => {
    start({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' });
    expect(document.body.lastElementChild).toBe(host());
  });

  it('after a choice from inside the banner, gives focus back to where it came from', () => {
    const outside = document.getElementById('outside')!;
    start();
    outside.focus();
    accept().focus();
    expect(document.activeElement).toBe(accept());
    accept().click();
    expect(host()).toBeNull();
    expect(document.activeElement).toBe(outside);
  });
});

describe('variants and positions', () => {
  it.each([
    ['BAR', 'TOP', ['cookie-banner--bar', 'cookie-banner--top']],
    ['BAR', 'BOTTOM', ['cookie-banner--bar', 'cookie-banner--bottom']],
    ['POPUP', 'TOP_LEFT', ['cookie-banner--popup', 'cookie-banner--top-left']],
    ['POPUP', 'TOP_RIGHT', ['cookie-banner--popup', 'cookie-banner--top-right']],
    ['POPUP', 'BOTTOM_LEFT', ['cookie-banner--popup', 'cookie-banner--bottom-left']],
    ['POPUP', 'BOTTOM_RIGHT', ['cookie-banner--popup', 'cookie-banner--bottom-right']],
  ])('%s at %s', (variant, position, expected) => {
    start({ cookieBannerVariant: variant, cookieBannerPosition: position });
    expect(classes()).toEqual(expect.arrayContaining(['cookie-banner', ...expected]));
  });

  it.each([
    [{ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' }, ['cookie-banner--bar', 'cookie-banner--top']],
    [{ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM_LEFT' }, ['cookie-banner--bar', 'cookie-banner--bottom']],
    [{ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }, ['cookie-banner--popup', 'cookie-banner--top-left']],
    [{ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM' }, ['cookie-banner--popup', 'cookie-banner--bottom-left']],
    [{ cookieBannerVariant: 'SLIDE', cookieBannerPosition: 'MIDDLE' }, ['cookie-banner--bar', 'cookie-banner--bottom']],
  ])('maps %j through the display model', (settings, expected) => {
    start(settings);
    expect(classes()).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['LIGHT', 'cookie-banner--light'],
    ['DARK', 'cookie-banner--dark'],
    ['AUTO', 'cookie-banner--dark'],
  ])('theme %s → %s', (theme, expected) => {
    start({ cookieBannerTheme: theme });
    expect(classes()).toContain(expected);
    expect(classes().filter((name) => /--(light|dark)$/.test(name))).toEqual([expected]);
  });
});

describe('CTA variants and accept types', () => {
  it('TEXT: a link-style button labelled Aceitar', () => {
    start({ cookieBannerCtaVariant: 'TEXT' });
    expect(classes()).toContain('cookie-banner--cta-text');
    expect(ctas()).toHaveLength(1);
    expect(accept().tagName).toBe('BUTTON');
    expect(accept().type).toBe('button');
    expect(accept().textContent).toBe('Aceitar');
  });

  it('BUTTON: a filled button labelled Aceitar', () => {
    start({ cookieBannerCtaVariant: 'BUTTON' });
    expect(classes()).toContain('cookie-banner--cta-button');
    expect(accept().textContent).toBe('Aceitar');
  });

  it('ICON: an icon button whose accessible name is the label', () => {
    start({ cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(classes()).toContain('cookie-banner--cta-icon');
    expect(accept().getAttribute('aria-label')).toBe('Aceitar');
    expect(refuse().getAttribute('aria-label')).toBe('Recusar');
    for (const button of ctas()) {
      expect(button.textContent).toBe('');
      expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('an unknown CTA variant is ICON', () => {
    start({ cookieBannerCtaVariant: 'LINK' });
    expect(classes()).toContain('cookie-banner--cta-icon');
    expect(accept().getAttribute('aria-label')).toBe('Aceitar');
  });

  it('OPT_IN: accept only', () => {
    start({ cookieBannerAcceptType: 'OPT_IN' });
    expect(classes()).toContain('cookie-banner--opt-in');
    expect(labels()).toEqual(['Aceitar']);
  });

  it('a missing accept type is OPT_IN', () => {
    start({ cookieBannerAcceptType: undefined });
    expect(labels()).toEqual(['Aceitar']);
  });

  it('OPT_IN_AND_OUT: refuse and accept, labelled Recusar and Aceitar by default', () => {
    start({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(classes()).toContain('cookie-banner--opt-in-and-out');
    expect(labels()).toEqual(['Recusar', 'Aceitar']);
  });

  it.each(['TEXT', 'BUTTON', 'ICON'])('%s: the site owner labels, as given', (variant) => {
    start({
      cookieBannerCtaVariant: variant,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Concordo',
      cookieBannerOptOutCtaText: 'Não, obrigado',
    });
    expect(labels()).toEqual(['Não, obrigado', 'Concordo']);
  });

  it('a blank label falls back to the default', () => {
    start({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaText: '  ', cookieBannerOptOutCtaText: '' });
    expect(labels()).toEqual(['Recusar', 'Aceitar']);
  });
});

describe('banner text', () => {
  const text = () => document.querySelector<HTMLElement>('.cookie-banner__text')!;

  it('renders the owner HTML, sanitized', () => {
    start({
      cookieBannerText:
        '<p onclick="alert(1)" style="color:red">Usamos <strong>cookies</strong>. <a href="/privacidade" target="_blank">Política</a> ' +
        '<a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><script>alert(1)</script><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></p>',
    });
    expect(text().innerHTML).toBe(
      '<p>Usamos <strong>cookies</strong>. <a href="/privacidade" target="_blank" rel="noopener noreferrer">Política</a> <a>x</a></p>',
    );
  });

  it.each(['', '<p></p>', '<p><br></p>', undefined])('an empty text %j shows the default text', (empty) => {
    start({ cookieBannerText: empty });
    expect(text().textContent).toBe(DEFAULT_TEXT);
  });

  it('a text that sanitizes to nothing shows the default text', () => {
    start({ cookieBannerText: '<script>alert(1)</script><iframe srcdoc="x"></iframe>' });
    expect(text().textContent).toBe(DEFAULT_TEXT);
    expect(text().querySelector('script, iframe')).toBeNull();
  });
});

describe('choices', () => {
  it('accept → consent.choose(true) and the banner is removed', () => {
    start();
    accept().click();
    expect(consent.choose).toHaveBeenCalledExactlyOnceWith(true);
    expect(host()).toBeNull();
    expect(banner()).toBeNull();
  });

  it('refuse → consent.choose(false) and the banner is removed', () => {
    start({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    refuse().click();
    expect(consent.choose).toHaveBeenCalledExactlyOnceWith(false);
    expect(host()).toBeNull();
  });

  it('the top bar is removed from the announcement-bar area, which keeps its own content', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div data-announcement-bar><p>Frete grátis</p></div>');
    start({ cookieBannerPosition: 'TOP' });
    accept().click();
    expect(document.querySelector('[data-announcement-bar]')!.innerHTML).toBe('<p>Frete grátis</p>');
  });

  it('a failing consent listener is reported and the banner still goes', () => {
    const failure = new Error('tracker failed');
    consent.choose = vi.fn((allowed: boolean) => {
      consent.stored = allowed;
      throw failure;
    });
    start();
    accept().click();
    expect(report).toHaveBeenCalledWith(failure);
    expect(host()).toBeNull();
  });

  it('stays removed when the settings update after the choice', () => {
    start();
    accept().click();
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerTheme: 'LIGHT' });
    expect(host()).toBeNull();
  });

  it('goes when a consent tool answers for the visitor (siteruntime:consent)', async () => {
    start();
    consent.stored = true; // what the page start's own listener does
    fire('siteruntime:consent', { allowed: true });
    await Promise.resolve();
    expect(host()).toBeNull();
  });

  it('goes when the consent store says tracking changed after a choice elsewhere', () => {
    start();
    consent.stored = false;
    for (const listener of consent.listeners) listener(false);
    expect(host()).toBeNull();
  });
});

describe('force, unforce and update events', () => {
  it('force shows the banner after a choice, as a preview that ignores clicks', () => {
    consent.stored = true;
    start({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(host()).toBeNull();
    fire(COOKIE_BANNER_FORCE_EVENT);
    expect(banner()).not.toBeNull();
    expect(classes()).toContain('cookie-banner--preview');
    expect(ctas().map((button) => button.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    accept().click();
    refuse().click();
    expect(consent.choose).not.toHaveBeenCalled();
    expect(banner()).not.toBeNull();
  });

  it('force shows a disabled banner too, and may carry settings', () => {
    start({ isCookieBannerEnabled: false });
    fire(COOKIE_BANNER_FORCE_EVENT, { cookieBannerTheme: 'LIGHT' });
    expect(classes()).toContain('cookie-banner--light');
  });

  it('a banner already showing becomes a preview when forced', () => {
    start();
    fire(COOKIE_BANNER_FORCE_EVENT);
    accept().click();
    expect(consent.choose).not.toHaveBeenCalled();
    expect(host()).not.toBeNull();
  });

  it('can start forced (the force event that loaded the chunk came before its listener)', () => {
    consent.stored = false;
    start({}, { forced: true });
    expect(classes()).toContain('cookie-banner--preview');
  });

  it('unforce hides it again when the visitor already chose', () => {
    consent.stored = true;
    start();
    fire(COOKIE_BANNER_FORCE_EVENT);
    expect(host()).not.toBeNull();
    fire(COOKIE_BANNER_UNFORCE_EVENT);
    expect(host()).toBeNull();
  });

  it('unforce keeps it when the visitor has not chosen, and its CTAs work again', () => {
    start();
    fire(COOKIE_BANNER_FORCE_EVENT);
    fire(COOKIE_BANNER_UNFORCE_EVENT);
    expect(classes()).not.toContain('cookie-banner--preview');
    expect(accept().getAttribute('aria-disabled')).toBeNull();
    accept().click();
    expect(consent.choose).toHaveBeenCalledWith(true);
    expect(host()).toBeNull();
  });

  it('update re-renders with the merged settings, in the same elements', () => {
    start({ cookieBannerTheme: 'DARK', cookieBannerCtaVariant: 'BUTTON' });
    const region = banner();
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerTheme: 'LIGHT', cookieBannerText: '<p>Novo <em>texto</em></p>', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(banner()).toBe(region);
    expect(classes()).toEqual(expect.arrayContaining(['cookie-banner--light', 'cookie-banner--cta-button']));
    expect(document.querySelector('.cookie-banner__text')!.innerHTML).toBe('<p>Novo <em>texto</em></p>');
    expect(labels()).toEqual(['Recusar', 'Aceitar']);
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerCtaText: 'Ok' });
    expect(classes()).toContain('cookie-banner--light');
    expect(labels()).toEqual(['Recusar', 'Ok']);
  });

  it('update moves a bar to the top (into the announcement bar) and back', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div data-announcement-bar></div>');
    start({ cookieBannerPosition: 'BOTTOM' });
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerPosition: 'TOP' });
    expect(host()!.parentElement).toBe(document.querySelector('[data-announcement-bar]'));
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' });
    expect(host()!.parentElement).toBe(document.body);
    expect(classes()).toContain('cookie-banner--bottom-right');
  });

  it('update keeps the focused CTA focused and an unchanged text in the same nodes', () => {
    start({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT' });
    const paragraph = document.querySelector('.cookie-banner__text p');
    accept().focus();
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'ICON', cookieBannerCtaText: 'Concordo' });
    expect(document.activeElement).toBe(accept());
    expect(accept().getAttribute('aria-label')).toBe('Concordo');
    expect(document.querySelector('.cookie-banner__text p')).toBe(paragraph);
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerCtaVariant: 'BUTTON' });
    expect(accept().getAttribute('aria-label')).toBeNull();
    expect(accept().getAttribute('title')).toBeNull();
    expect(accept().textContent).toBe('Concordo');
    refuse().focus();
    fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerPosition: 'TOP' });
    expect(document.activeElement).toBe(refuse());
  });

  it('a banner hidden and shown again is built anew, and the old one no longer answers clicks', () => {
    start();
    const oldAccept = accept();
    fire(COOKIE_BANNER_UPDATE_EVENT, { isCookieBannerEnabled: false });
    fire(COOKIE_BANNER_UPDATE_EVENT, { isCookieBannerEnabled: true });
    expect(accept()).not.toBe(oldAccept);
    oldAccept.click();
    expect(consent.choose).not.toHaveBeenCalled();
    accept().click();
    expect(consent.choose).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('update can disable and enable the banner', () => {
    start();
    fire(COOKIE_BANNER_UPDATE_EVENT, { isCookieBannerEnabled: false });
    expect(host()).toBeNull();
    fire(COOKIE_BANNER_UPDATE_EVENT, { isCookieBannerEnabled: true });
    expect(banner()).not.toBeNull();
  });

  it('ignores an update without settings', () => {
    start({ cookieBannerTheme: 'LIGHT' });
    fire(COOKIE_BANNER_UPDATE_EVENT, 'LIGHT');
    fire(COOKIE_BANNER_UPDATE_EVENT);
    dispatchEvent(new Event(COOKIE_BANNER_UPDATE_EVENT));
    expect(classes()).toContain('cookie-banner--light');
    expect(report).not.toHaveBeenCalled();
  });
});

describe('opened by the visitor (open event, a [data-cookie-settings] control)', () => {
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog.cookie-banner-dialog');
  const SIGNAL_LINE = 'Seu navegador pediu privacidade (Global Privacy Control): recusamos os cookies de rastreamento.';
  /** The page's control that opened it, focused as a click or Enter leaves it. */
  function openFrom(): HTMLElement {
    const control = document.getElementById('outside')!;
    control.focus();
    fire(COOKIE_BANNER_OPEN_EVENT);
    return control;
  }

  it('after a choice, opens as a modal dialog named Cookies, focus moved in, refuse offered even with OPT_IN', () => {
    consent.stored = true;
    start({ cookieBannerAcceptType: 'OPT_IN' });
    expect(host()).toBeNull();
    openFrom();
    const shown = dialog()!;
    expect(shown.open).toBe(true);
    expect(shown.getAttribute('aria-label')).toBe('Cookies');
    expect(shown.contains(banner())).toBe(true);
    // One name, on the dialog: the banner inside is no second landmark.
    expect(banner()!.getAttribute('role')).toBeNull();
    expect(banner()!.getAttribute('aria-label')).toBeNull();
    expect(labels()).toEqual(['Recusar', 'Aceitar']);
    shown.querySelector('button')!.focus();
    expect(shown.contains(document.activeElement)).toBe(true);
  });

  it('a choice there is stored, closes it and gives focus back to the control that opened it', () => {
    consent.stored = true;
    start();
    const control = openFrom();
    refuse().focus();
    refuse().click();
    expect(consent.choose).toHaveBeenCalledExactlyOnceWith(false);
    expect(host()).toBeNull();
    expect(document.activeElement).toBe(control);
  });

  it('Escape closes it with no choice made, taken from the page (default prevented), focus back', () => {
    consent.stored = false;
    start();
    const control = openFrom();
    accept().focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    accept().dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(consent.choose).not.toHaveBeenCalled();
    expect(host()).toBeNull();
    expect(document.activeElement).toBe(control);
  });

  it('a banner still due goes back to being the region after Escape, with its own accept type', () => {
    start({ cookieBannerAcceptType: 'OPT_IN' });
    const control = openFrom();
    expect(dialog()).not.toBeNull();
    accept().focus();
    accept().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(dialog()).toBeNull();
    expect(banner()!.getAttribute('role')).toBe('region');
    expect(banner()!.parentElement).toBe(host());
    expect(labels()).toEqual(['Aceitar']);
    expect(document.activeElement).toBe(control);
  });

  it('a close the browser made itself (a back gesture) counts as Escape', () => {
    consent.stored = true;
    start();
    openFrom();
    dialog()!.close();
    dialog()?.dispatchEvent(new Event('close'));
    expect(host()).toBeNull();
    expect(consent.choose).not.toHaveBeenCalled();
  });

  it('can start open (the open event that loaded the chunk came before its listener)', () => {
    consent.stored = true;
    start({}, { opened: true });
    expect(dialog()?.open).toBe(true);
  });

  it('says in one line that Global Privacy Control was honoured, only when the refusal is the signal’s and the visitor opened it', () => {
    consent.stored = false;
    consent.refusedBySignal = () => true;
    try {
      start({}, { forced: true });
      expect(document.querySelector('.cookie-banner__signal')).toBeNull();
      fire(COOKIE_BANNER_UNFORCE_EVENT);
      openFrom();
      expect(document.querySelector('.cookie-banner__signal')?.textContent).toBe(SIGNAL_LINE);
      expect(COOKIE_BANNER_MESSAGES.signalHonoured).toBe(SIGNAL_LINE);
      consent.refusedBySignal = () => false;
      fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerTheme: 'LIGHT' });
      expect(document.querySelector('.cookie-banner__signal')).toBeNull();
    } finally {
      consent.refusedBySignal = () => false;
    }
  });

  it('a forced preview stays a preview (no modal) when opened, and its clicks still do nothing', () => {
    consent.stored = true;
    start({}, { forced: true });
    fire(COOKIE_BANNER_OPEN_EVENT);
    expect(dialog()).toBeNull();
    expect(classes()).toContain('cookie-banner--preview');
    accept().click();
    expect(consent.choose).not.toHaveBeenCalled();
  });
});

describe('cleanup', () => {
  it('removes the host and the root, and stops listening', () => {
    const stop = start();
    const region = banner()!;
    stop();
    expect(host()).toBeNull();
    expect(region.isConnected).toBe(false);
    expect(consent.listeners.size).toBe(0);
    fire(COOKIE_BANNER_FORCE_EVENT);
    fire(COOKIE_BANNER_UPDATE_EVENT, { isCookieBannerEnabled: true });
    expect(host()).toBeNull();
    stop();
    expect(report).not.toHaveBeenCalled();
  });

  it('empties the host (nothing rendered after cleanup)', () => {
    const stop = start();
    const container = host()!;
    stop();
    expect(container.childNodes).toHaveLength(0);
  });

  it('also removes a forced banner and the announcement bar keeps its own content', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div data-announcement-bar><p>Frete</p></div>');
    consent.stored = true;
    const stop = start({ cookieBannerPosition: 'TOP' });
    fire(COOKIE_BANNER_FORCE_EVENT);
    expect(host()).not.toBeNull();
    stop();
    expect(document.querySelector('[data-announcement-bar]')!.innerHTML).toBe('<p>Frete</p>');
  });
});

describe('the lazy feature the page services start', () => {
  /** The context the core hands it: the page (a visitor's with the banner on, or the editor's) and its consent engine. */
  const featureContext = (editMode = false) =>
    coreContext({ page: pageOf({ cookieSettings: { isCookieBannerEnabled: true } }, editMode), consent: consentEngine() });

  it('reads the consent cookie in its first task and builds the banner in the next', async () => {
    const context = featureContext();
    const showing = Promise.resolve(startFeature(context, { forced: true }));
    expect(host()).toBeNull();
    const stop = (await showing) as () => void;
    stops.push(stop);
    expect(banner()).not.toBeNull();
    stop();
    expect(host()).toBeNull();
  });

  it("shows the page's banner to a visitor who has not chosen, and in the editor only forced (the page's editMode)", async () => {
    stops.push((await startFeature(featureContext(), { forced: false })) as () => void);
    expect(banner()).not.toBeNull();
    stops.pop()?.();
    stops.push((await startFeature(featureContext(true), { forced: false })) as () => void);
    expect(host()).toBeNull();
    fire(COOKIE_BANNER_FORCE_EVENT);
    expect(classes()).toContain('cookie-banner--preview');
  });

  it('shows nothing when stopped before its second task', async () => {
    const context = featureContext();
    const showing = Promise.resolve(startFeature(context, { forced: true }));
    context.controller.abort();
    expect(await showing).toBeUndefined();
    expect(host()).toBeNull();
  });
});

describe('stylesheet', () => {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'cookie-banner.css'), 'utf8');

  it('styles every variant, position, theme and CTA variant the banner can have', () => {
    const names = [
      'cookie-banner--bar',
      'cookie-banner--popup',
      'cookie-banner--top',
      'cookie-banner--bottom',
      // The four corners, the light theme (dark is the default look), the three CTA variants (site-runtime.md §3).
      ...['top-left', 'top-right', 'bottom-left', 'bottom-right'].map((corner) => `cookie-banner--${corner}`),
      'cookie-banner--light',
      ...['text', 'button', 'icon'].map((variant) => `cookie-banner--cta-${variant}`),
    ];
    for (const name of names) expect(css).toContain(`.${name}`);
  });

  it('keeps the banner out of the page flow and honours reduced motion', () => {
    expect(css).toMatch(/\.cookie-banner \{[^}]*position: fixed;/);
    expect(css).toMatch(/\.cookie-banner-host \{[^}]*display: contents;/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
  });
});
