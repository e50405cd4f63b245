import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupRecordKey } from '../popup-overlay/popup-record.ts';
import { startOverlayManager } from './overlay-manager.ts';
import { POPUP_OVERLAY_FORCE_EVENT, POPUP_OVERLAY_UNFORCE_EVENT } from '../../shared/page-events.ts';

const TEMPLATE = `<template data-popup-overlay>
    <h2>Receba nossas novidades</h2>
    <p>Descontos uma vez por mês. <a href="/novidades">Saiba mais</a></p>
  </template>`;

const dialog = () => document.querySelector('dialog');
const closeButton = () => document.querySelector<HTMLButtonElement>('.popup-overlay__close');
const overlay = () => document.querySelector<HTMLElement>('.popup-overlay');
const pageButton = () => document.querySelector<HTMLButtonElement>('#page-button')!;
const force = (): void => void dispatchEvent(new CustomEvent(POPUP_OVERLAY_FORCE_EVENT));
const unforce = (): void => void dispatchEvent(new CustomEvent(POPUP_OVERLAY_UNFORCE_EVENT));

function press(target: EventTarget, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

const stops: (() => void)[] = [];
function start(html = TEMPLATE): { stop: () => void; report: ReturnType<typeof vi.fn> } {
  document.body.innerHTML = `<main><p>Página</p><button id="page-button">Comprar</button></main>${html}`;
  const report = vi.fn();
  const stop = startOverlayManager({ report });
  stops.push(stop);
  return { stop, report };
}

const fetchSpy = vi.fn(async () => new Response('{}'));
let setItem: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
  setItem = vi.spyOn(Storage.prototype, 'setItem');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  localStorage.clear();
});

/** Nothing a visitor's popup leaves behind: no record in local storage, no census call. */
function expectNoTrace(): void {
  expect(setItem).not.toHaveBeenCalled();
  expect(localStorage.length).toBe(0);
  expect(fetchSpy).not.toHaveBeenCalled();
}

describe('overlay manager: the popup preview of a logged-in account', () => {
  it('force shows the page popup in the popup dialog, focus inside, with no record and no census call', () => {
    const { report } = start();
    pageButton().focus();
    force();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(dialog()?.querySelector('h2')?.id);
    expect(dialog()?.querySelector('[data-popup-overlay-root] a')?.textContent).toBe('Saiba mais');
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expectNoTrace();
    expect(report).not.toHaveBeenCalled();
  });

  it('ignores the show rules: shown even with a record that hides the popup from visitors, and leaves it alone', () => {
    const key = popupRecordKey('fixture-site');
    const record = JSON.stringify({ version: 1, submitted: true, closedAt: Date.now() });
    localStorage.setItem(key, record);
    setItem.mockClear();
    start();
    force();
    expect(dialog()).not.toBeNull();
    closeButton()!.click();
    expect(localStorage.getItem(key)).toBe(record);
    expect(setItem).not.toHaveBeenCalled();
  });

  it.each<[string, () => void]>([
    ['the close button', () => closeButton()!.click()],
    ['Escape', () => press(document.activeElement ?? document.body, 'Escape')],
    [
      'a click on the backdrop',
      () => {
        overlay()!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        overlay()!.click();
      },
    ],
    ['the unforce event', unforce],
  ])('%s closes it, gives focus back, and leaves no trace', (_, close) => {
    start();
    pageButton().focus();
    force();
    close();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(pageButton());
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expectNoTrace();
  });

  it('a second force while it is open does nothing; after a close, force opens it again', () => {
    start();
    force();
    const first = dialog();
    force();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(dialog()).toBe(first);
    closeButton()!.click();
    force();
    expect(dialog()).not.toBeNull();
    expect(dialog()).not.toBe(first);
  });

  it('unforce without a preview does nothing', () => {
    start();
    const before = document.body.innerHTML;
    unforce();
    expect(document.body.innerHTML).toBe(before);
  });

  it.each([
    ['no popup template', ''],
    ['an empty template', '<template data-popup-overlay>\n  </template>'],
  ])('with %s, force is ignored with a warning', (_, html) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { report } = start(html);
    const before = document.body.innerHTML;
    force();
    expect(dialog()).toBeNull();
    expect(document.body.innerHTML).toBe(before);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining(POPUP_OVERLAY_FORCE_EVENT));
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a preview that cannot be shown, leaving nothing behind', () => {
    const { report } = start();
    const before = document.body.innerHTML;
    const failure = new Error('append failed');
    vi.spyOn(document.body, 'append').mockImplementationOnce(() => {
      throw failure;
    });
    force();
    expect(report).toHaveBeenCalledExactlyOnceWith(failure);
    expect(document.body.innerHTML).toBe(before);
    force();
    expect(dialog()).not.toBeNull();
  });

  it('stop closes the preview and stops listening', () => {
    const { stop } = start();
    pageButton().focus();
    force();
    stop();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(pageButton());
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    force();
    expect(dialog()).toBeNull();
    stop();
    expectNoTrace();
  });
});
