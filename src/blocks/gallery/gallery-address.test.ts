import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountGallery, stubGalleryObservers } from '../../test/gallery-block.ts';

/** The page's context: a collection page, whose URL the slide segment follows. */
const COLLECTION = { collection: { id: 'c', fullUrl: '/galeria', type: 10 } };
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('gallery address (GMM §2)', () => {
  it('jumps on load to the slide the address names, records each move as the collection URL and the slide segment, and follows Back', async () => {
    stubGalleryObservers();
    history.replaceState(null, '', '/galeria/foto-2');
    const g = await mountGallery({ design: 'slideshow', historyHash: true }, 3, COLLECTION);
    // Once mounted (its chunk is imported on the first mount, which fake timers would hold up).
    vi.useFakeTimers();
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
    const g = await mountGallery({ design: 'slideshow' }, 3, COLLECTION);
    g.button('next').click();
    expect(location.pathname).toBe('/galeria');
  });
});
