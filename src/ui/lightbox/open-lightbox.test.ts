import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightboxItem, LightboxRequest } from '../lightbox-opener/item.ts';
import { openLightbox } from './open-lightbox.ts';

const item = (n: number, caption = `Foto ${n}`): LightboxItem => ({
  id: `foto-${n}`,
  src: `/s/foto-${n}-1000w.jpg`,
  srcset: `/s/foto-${n}-500w.jpg 500w, /s/foto-${n}-1000w.jpg 1000w`,
  alt: `Foto ${n}`,
  width: 1500,
  height: 1000,
  placeholder: `/s/foto-${n}-300w.jpg`,
  caption,
});

let opener: HTMLAnchorElement;
const removers: (() => void)[] = [];
const reports: ReturnType<typeof vi.fn>[] = [];

/** After a click or key React handles: its render, in the microtask after the event, is done. */
const rendered = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/** Opened and shown (its first render committed: the lightbox is a React component). */
async function open(overrides: Partial<LightboxRequest> = {}) {
  const onClosed = vi.fn();
  const report = vi.fn();
  const remove = await openLightbox(
    { items: [item(1), item(2), item(3)], index: 0, theme: 'dark', addHistoryEntry: true, opener, onClosed, ...overrides },
    { report, signal: new AbortController().signal },
  );
  removers.push(remove);
  reports.push(report);
  const dialog = document.querySelector<HTMLDialogElement>('dialog.site-lightbox:last-of-type')!;
  const part = <T extends HTMLElement = HTMLElement>(name: string): T => dialog.querySelector<T>(`.site-lightbox__${name}`)!;
  return { dialog, remove, onClosed, part, position: () => part('position').textContent, image: () => part<HTMLImageElement>('image') };
}

const key = (target: Element, name: string): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  // Reduced motion: no fade, so closing ends at once.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  history.replaceState(null, '', '/galeria');
  document.body.innerHTML = '<a href="/galeria/foto-1" id="opener">Foto 1</a>';
  opener = document.querySelector('#opener')!;
  opener.focus();
});

afterEach(() => {
  for (const remove of removers.splice(0)) remove();
  // Nothing React caught went to ops.
  for (const report of reports.splice(0)) expect(report).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('openLightbox', () => {
  it('shows the item in a modal dialog labelled Galeria, with the default labels (SR §9)', async () => {
    const { dialog, part, position, image } = await open({ index: 1 });
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Galeria');
    expect(['close', 'previous', 'next', 'caption-toggle'].map((name) => part(name).getAttribute('aria-label'))).toEqual([
      'Fechar',
      'Item Anterior',
      'Próximo Item',
      'Ligar/desligar legenda',
    ]);
    expect([position(), image().getAttribute('src'), image().alt, part('caption').textContent]).toEqual(['2 de 3', '/s/foto-2-1000w.jpg', 'Foto 2', 'Foto 2']);
    expect(image().getAttribute('srcset')).toBe(item(2).srcset);
    expect(part<HTMLImageElement>('placeholder').getAttribute('src')).toBe('/s/foto-2-300w.jpg');
    expect(document.activeElement).toBe(dialog);
  });

  it('carries the open-lightbox marker and the dialog z-index rule: 30000, then 10 more per open lightbox', async () => {
    const first = await open();
    const second = await open();
    expect([first.dialog.style.zIndex, second.dialog.style.zIndex]).toEqual(['30000', '30010']);
    expect(document.querySelectorAll('[data-lightbox-open]')).toHaveLength(2);
  });

  it('locks the page scroll while open and gives it back on close', async () => {
    const { part } = await open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    part('close').click();
    await rendered();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('adds a history entry naming the item, and moves between items in that same entry', async () => {
    const length = history.length;
    const { part } = await open();
    expect([location.hash, history.length, (history.state as Record<string, unknown>)['siteLightbox']]).toEqual(['#itemId=foto-1', length + 1, true]);
    part('next').click();
    await rendered();
    expect([location.hash, history.length]).toEqual(['#itemId=foto-2', length + 1]);
  });

  it('names the item in the current entry when the address brought it (no new entry)', async () => {
    history.replaceState(null, '', '/galeria#itemId=foto-3');
    const length = history.length;
    await open({ index: 2, addHistoryEntry: false });
    expect([location.hash, history.length]).toEqual(['#itemId=foto-3', length]);
  });

  it('wraps round with previous and next, and has neither with one item', async () => {
    const { part, position } = await open();
    part('previous').click();
    await rendered();
    expect(position()).toBe('3 de 3');
    part('next').click();
    await rendered();
    expect(position()).toBe('1 de 3');
    const single = await open({ items: [item(1)] });
    expect([single.part('previous').hidden, single.part('next').hidden, single.position()]).toEqual([true, true, '']);
  });

  it('moves on arrow keys at most once per 200 ms (SR §9 arrow key throttle)', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { dialog, position } = await open();
    expect(key(dialog, 'ArrowRight').defaultPrevented).toBe(true);
    vi.advanceTimersByTime(199);
    // Swallowed: the page behind does not get it either.
    expect(key(dialog, 'ArrowRight').defaultPrevented).toBe(true);
    await rendered();
    expect(position()).toBe('2 de 3');
    vi.advanceTimersByTime(1);
    key(dialog, 'ArrowLeft');
    await rendered();
    expect(position()).toBe('1 de 3');
  });

  it('moves on a click on the image: its left half back, its right half on, never within 2 % of the window edges', async () => {
    vi.stubGlobal('innerWidth', 1000);
    const { image, position } = await open();
    const click = (clientX: number): void => void image().dispatchEvent(new MouseEvent('click', { clientX, bubbles: true }));
    click(600);
    await rendered();
    expect(position()).toBe('2 de 3');
    click(100);
    await rendered();
    expect(position()).toBe('1 de 3');
    click(10);
    click(990);
    await rendered();
    expect(position()).toBe('1 de 3');
  });

  it('closes on Escape: back off its own history entry, focus on the opener, onClosed with the item shown', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const { dialog, onClosed, part } = await open();
    part('next').click();
    key(dialog, 'Escape');
    expect([back.mock.calls.length, document.querySelector('dialog.site-lightbox'), document.activeElement]).toEqual([1, null, opener]);
    expect(onClosed).toHaveBeenCalledWith(1);
  });

  it('closes on a click outside the image (on the dialog itself)', async () => {
    vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const { dialog, onClosed } = await open();
    dialog.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('takes the item id out of an entry it did not add when the visitor closes it', async () => {
    history.replaceState(null, '', '/galeria#a=1&itemId=foto-1');
    const back = vi.spyOn(history, 'back');
    const { part } = await open({ addHistoryEntry: false });
    part('close').click();
    await rendered();
    expect([back.mock.calls.length, location.hash]).toEqual([0, '#a=1']);
  });

  it('closes on Back (the address names none of its items) without touching history, and shows an item of the set the address names', async () => {
    const back = vi.spyOn(history, 'back');
    const { position, onClosed } = await open();
    history.replaceState(null, '', '/galeria#itemId=foto-3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(position()).toBe('3 de 3');
    history.replaceState(null, '', '/galeria');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect([document.querySelector('dialog.site-lightbox'), back.mock.calls.length, location.pathname + location.hash]).toEqual([null, 0, '/galeria']);
    expect(onClosed).toHaveBeenCalledWith(2);
  });

  it('toggles the caption (the mobile caption toggle), saying so with aria-pressed', async () => {
    const { dialog, part } = await open();
    part('caption-toggle').click();
    await rendered();
    expect([part('caption-toggle').getAttribute('aria-pressed'), dialog.hasAttribute('data-caption-off')]).toEqual(['false', true]);
    part('caption-toggle').click();
    await rendered();
    expect([part('caption-toggle').getAttribute('aria-pressed'), dialog.hasAttribute('data-caption-off')]).toEqual(['true', false]);
  });

  it('sets the image box before the file arrives, and shows it once loaded', async () => {
    const { image } = await open();
    expect(image().hasAttribute('data-loading')).toBe(true);
    expect(image().sizes).toMatch(/^\d+px$/);
    image().dispatchEvent(new Event('load'));
    expect(image().hasAttribute('data-loading')).toBe(false);
  });

  it('links a video item to its page', async () => {
    const { part } = await open({ items: [{ ...item(1), videoHref: '/galeria/video-1' }, item(2)] });
    expect([part('video-link').hidden, part('video-link').getAttribute('href'), part('video-link').textContent]).toEqual([
      false,
      '/galeria/video-1',
      'Assistir ao vídeo',
    ]);
    part('next').click();
    await rendered();
    expect(part('video-link').hidden).toBe(true);
  });

  it('is taken away at once by its starter, taking its item out of the address in place, onClosed not called', async () => {
    const { remove, onClosed } = await open();
    const entries = history.length;
    remove();
    expect([document.querySelector('dialog.site-lightbox'), location.hash, onClosed.mock.calls.length, history.length]).toEqual([null, '', 0, entries]);
  });
});
