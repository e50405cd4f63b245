import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountGallery, stubGalleryObservers } from '../../test/gallery-block.ts';

// Its own file: the page context is read once per document, and this one names a collection.
beforeAll(() => {
  document.head.innerHTML = `<script type="application/json" id="site-context">${JSON.stringify({ collection: { id: 'c', fullUrl: '/galeria', type: 10 } })}</script>`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('gallery address (GMM §2)', () => {
  it('jumps on load to the slide the address names, records each move as the collection URL and the slide segment, and follows Back', async () => {
    vi.useFakeTimers();
    stubGalleryObservers();
    history.replaceState(null, '', '/galeria/foto-2');
    const g = await mountGallery({ design: 'slideshow', historyHash: true });
    expect(g.current()).toBe(1);
    const entries = history.length;
    g.button('next').click();
    vi.advanceTimersByTime(500);
    expect([location.pathname, history.length]).toEqual(['/galeria/foto-3', entries + 1]);
    history.replaceState(null, '', '/galeria#itemId=id1');
    dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(500);
    expect(g.current()).toBe(0);
  });

  it('records nothing without historyHash', async () => {
    stubGalleryObservers();
    history.replaceState(null, '', '/galeria');
    const g = await mountGallery({ design: 'slideshow' });
    g.button('next').click();
    expect(location.pathname).toBe('/galeria');
  });
});
