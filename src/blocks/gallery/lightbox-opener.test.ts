import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryHtml, mountGalleries as mountAll, stubGalleryObservers } from '../../test/gallery-block.ts';
import { lastPathSegment } from './lightbox-opener.ts';

const click = (element: Element, init: MouseEventInit = {}): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  stubGalleryObservers();
  history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the gallery opening its lightbox (docs/markup.md 6.6)', () => {
  it('reads the last path segment of a link', () => {
    expect([
      lastPathSegment('/galeria/praia'),
      lastPathSegment('https://site.test/galeria/s%C3%A3o/'),
      lastPathSegment('/'),
      lastPathSegment('http://['),
    ]).toEqual(['praia', 'são', '', '']);
  });

  it("opens on a plain click on a slide's link, on the item its last path segment names, instead of following it", async () => {
    const { started } = await mountAll(galleryHtml({ design: 'grid', lightbox: true, lightboxTheme: 'light' }));
    const link = document.querySelectorAll('[data-slide] a')[1]!;
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(started).toHaveLength(1);
    const [request] = started;
    expect([request!.index, request!.addHistoryEntry, request!.opener, request!.theme]).toEqual([1, true, link, 'light']);
    expect(request!.items.map((item) => item.id)).toEqual(['foto-1', 'foto-2', 'foto-3']);
    expect(request!.items[0]).toMatchObject({ src: '/s/foto-1-1000w.jpg', alt: 'Foto 1', width: 1500, height: 1000 });
  });

  it('follows the clicked link when the lightbox chunk failed, so the click is never lost', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { started } = await mountAll(galleryHtml({ design: 'grid', lightbox: true }), undefined, { lightboxMissing: true });
    const link = document.querySelectorAll<HTMLAnchorElement>('[data-slide] a')[1]!;
    expect(click(link).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(link.href));
    expect(started).toHaveLength(1);
  });

  it('leaves a click with a modifier key, and a slide with a click-through URL, to the browser', async () => {
    const html = galleryHtml({ design: 'grid', lightbox: true }).replace(
      'data-slide-id="id3"',
      'data-slide-id="id3" data-click-through-url="https://example.com/"',
    );
    const { started } = await mountAll(html);
    const links = document.querySelectorAll('[data-slide] a');
    expect([
      click(links[0]!, { ctrlKey: true }).defaultPrevented,
      click(links[0]!, { metaKey: true }).defaultPrevented,
      click(links[2]!).defaultPrevented,
    ]).toEqual([false, false, false]);
    expect(started).toHaveLength(0);
  });

  it('opens on the item #itemId= names when the page loads, adding no history entry (dark theme by default)', async () => {
    history.replaceState(null, '', '/#itemId=foto-3');
    const { started } = await mountAll(galleryHtml({ design: 'slideshow', lightbox: true }));
    expect(started.map(({ index, addHistoryEntry, theme }) => [index, addHistoryEntry, theme])).toEqual([[2, false, 'dark']]);
  });

  it('opens again when Forward comes back to an address naming an item, once the last one closed', async () => {
    const { started } = await mountAll(galleryHtml({ design: 'grid', lightbox: true }));
    history.replaceState(null, '', '/#itemId=foto-2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(started).toHaveLength(1);
    // Still open: Forward to another item does not open a second one.
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(started).toHaveLength(1);
    started[0]!.onClosed?.(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(started).toHaveLength(2);
  });

  it('opens only the first gallery when two name the same item', async () => {
    history.replaceState(null, '', '/#itemId=foto-1');
    const first = galleryHtml({ design: 'grid', lightbox: true });
    const { started } = await mountAll(first + first.replace('id="block-galeria"', 'id="block-galeria-2"'));
    expect(started).toHaveLength(1);
  });

  it('does nothing with lightbox off', async () => {
    history.replaceState(null, '', '/#itemId=foto-1');
    const { started } = await mountAll(galleryHtml({ design: 'grid' }));
    expect([click(document.querySelector('[data-slide] a')!).defaultPrevented, started.length]).toEqual([false, 0]);
  });

  it('warns about an unknown lightboxTheme and uses dark', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { started } = await mountAll(galleryHtml({ design: 'grid', lightbox: true, lightboxTheme: 'sepia' }));
    click(document.querySelector('[data-slide] a')!);
    expect([started[0]!.theme, warn.mock.calls]).toEqual(['dark', [['Unknown gallery lightboxTheme "sepia", using "dark"']]]);
  });
});
