import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { SummaryCarousel } from './SummaryCarousel.tsx';

/** A summary strip of `count` items laid out `itemWidth` px apart, scrolled by `scrollTo` (recorded); mounted, its first render committed. */
async function strip(count: number, label?: string, { scrollEnd = false } = {}) {
  document.body.innerHTML = `<div id="block-resumo"${label ? ` aria-label="${label}"` : ''}><div data-summary-items>${Array.from(
    { length: count },
    (_, index) => `<article><a href="/blog/${index + 1}">Post ${index + 1}</a></article>`,
  ).join('')}</div></div>`;
  const block = document.querySelector<HTMLElement>('#block-resumo')!;
  const list = block.querySelector<HTMLElement>('[data-summary-items]')!;
  const items = [...list.children] as HTMLElement[];
  const itemWidth = 300;
  // The items' boxes follow the strip's scroll position, as the browser lays them out.
  items.forEach((item, index) =>
    vi
      .spyOn(item, 'getBoundingClientRect')
      .mockImplementation(() => DOMRect.fromRect({ x: index * itemWidth - list.scrollLeft, width: itemWidth - 20, height: 200 })),
  );
  // Three items wide, two under 480 px of window (the template's rules).
  const stripWidth = () => (innerWidth < 480 ? 600 : 900);
  vi.spyOn(list, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ x: 0, width: stripWidth(), height: 200 }));
  Object.defineProperties(list, { clientWidth: { get: stripWidth }, scrollWidth: { get: () => count * itemWidth - 20 } });
  const scrolls: ScrollToOptions[] = [];
  list.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options);
    list.scrollLeft = options.left ?? 0;
  }) as typeof list.scrollTo;
  // happy-dom's elements have no onscrollend; a browser's do.
  if (scrollEnd) list.onscrollend = null;
  const served = block.outerHTML;
  const report = vi.fn();
  const stop = await renderIntoBlock({ element: block, report, signal: new AbortController().signal }, createElement(SummaryCarousel, { block, list, items }));
  const button = (name: string) => block.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  const reachable = () => items.flatMap((item, index) => (item.inert ? [] : [index]));
  return { block, list, items, served, scrolls, stop, button, reachable, live: () => block.querySelector('.gallery-live')?.textContent };
}

const settle = (list: HTMLElement) => list.dispatchEvent(new Event('scrollend'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('SummaryCarousel (GMM §4.4, §9 "Carousel")', () => {
  it('groups 7 items by 3: previous disabled at the first group, only the shown group reachable, the APG names', async () => {
    const { list, items, button, reachable, stop } = await strip(7);
    expect(button('Item Anterior')?.getAttribute('aria-disabled')).toBe('true');
    expect(button('Próximo Item')?.getAttribute('aria-disabled')).toBe('false');
    expect(button('Próximo Item')?.hidden).toBe(false);
    expect(reachable()).toEqual([0, 1, 2]);
    expect([list.getAttribute('role'), list.getAttribute('aria-roledescription'), list.getAttribute('aria-label')]).toEqual(['region', 'carrossel', 'Resumo']);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['1 de 7', '2 de 7', '3 de 7', '4 de 7', '5 de 7', '6 de 7', '7 de 7']);
    stop();
  });

  it('next scrolls the strip to the next group, says where it is, and settles on it; disabled at the last group', async () => {
    const { list, button, reachable, scrolls, live, stop } = await strip(7);
    button('Próximo Item')!.click();
    expect(scrolls).toEqual([{ left: 900, behavior: 'smooth' }]);
    expect(live()).toBe('4 de 7');
    // While the strip moves, both groups are reachable.
    expect(reachable()).toEqual([0, 1, 2, 3, 4, 5]);
    settle(list);
    expect(reachable()).toEqual([3, 4, 5]);
    button('Próximo Item')!.click();
    settle(list);
    expect(scrolls.at(-1)).toEqual({ left: 1800, behavior: 'smooth' });
    expect(reachable()).toEqual([6]);
    expect(button('Próximo Item')?.getAttribute('aria-disabled')).toBe('true');
    // No loop: next at the last group does nothing.
    button('Próximo Item')!.click();
    expect(scrolls).toHaveLength(2);
    button('Item Anterior')!.click();
    settle(list);
    expect(reachable()).toEqual([3, 4, 5]);
    stop();
  });

  it('refuses a move while the strip is still moving (GMM §4.2)', async () => {
    const { button, scrolls, stop } = await strip(7);
    button('Próximo Item')!.click();
    button('Próximo Item')!.click();
    expect(scrolls).toHaveLength(1);
    stop();
  });

  it('scrolls without animation under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    const { button, scrolls, stop } = await strip(7);
    button('Próximo Item')!.click();
    expect(scrolls).toEqual([{ left: 900, behavior: 'instant' }]);
    stop();
  });

  it("settles on the group the visitor's own scroll left in view, after 300 ms without scroll events where scrollend is missing (GMM §9)", async () => {
    vi.useFakeTimers();
    const { list, reachable, button, stop } = await strip(7);
    list.scrollLeft = 1800;
    list.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(299);
    expect(reachable()).toEqual([0, 1, 2]);
    vi.advanceTimersByTime(1);
    expect(reachable()).toEqual([6]);
    expect(button('Próximo Item')?.getAttribute('aria-disabled')).toBe('true');
    stop();
  });

  it("aligns the strip to the nearest group's start when the visitor's scroll stopped between two", async () => {
    const { list, reachable, scrolls, stop } = await strip(7);
    // The sixth item first in view: the third group, from the seventh, starts nearest.
    list.scrollLeft = 1500;
    settle(list);
    expect(scrolls).toEqual([{ left: 1800, behavior: 'smooth' }]);
    settle(list);
    expect(reachable()).toEqual([6]);
    stop();
  });

  it('where scrollend exists, only it ends a scroll: a pause between scroll events is not the end', async () => {
    vi.useFakeTimers();
    const { list, reachable, button, scrolls, stop } = await strip(7, undefined, { scrollEnd: true });
    button('Próximo Item')!.click();
    list.scrollLeft = 450;
    list.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1000);
    // Still moving: no realignment to the group the halfway position shows, and both groups reachable.
    expect(scrolls).toHaveLength(1);
    expect(reachable()).toEqual([0, 1, 2, 3, 4, 5]);
    list.scrollLeft = 900;
    settle(list);
    expect(reachable()).toEqual([3, 4, 5]);
    stop();
  });

  it('hides previous and next when every item fits, and keeps the block’s own label', async () => {
    const { list, button, reachable, stop } = await strip(3, 'Últimos posts');
    expect(button('Item Anterior')?.hidden).toBe(true);
    expect(button('Próximo Item')?.hidden).toBe(true);
    expect(reachable()).toEqual([0, 1, 2]);
    expect(list.getAttribute('aria-label')).toBe('Últimos posts');
    stop();
  });

  it('groups by 2 under 480 px, regrouping on resize from the first item shown', async () => {
    const { list, button, reachable, stop } = await strip(7);
    button('Próximo Item')!.click();
    settle(list);
    vi.stubGlobal('innerWidth', 479);
    window.dispatchEvent(new Event('resize'));
    // Item 4 (index 3) was first in view: it is in group 1 of 2-item groups.
    expect(reachable()).toEqual([2, 3]);
    stop();
  });

  it('moves focus out of a group about to become inert', async () => {
    const { list, items, button, stop } = await strip(7);
    items[1]!.querySelector('a')!.focus();
    button('Próximo Item')!.click();
    expect(document.activeElement).toBe(items[3]!.querySelector('a'));
    settle(list);
    stop();
  });

  it('destroy removes the controls and gives every attribute back', async () => {
    const { block, served, button, list, stop } = await strip(7);
    button('Próximo Item')!.click();
    settle(list);
    stop();
    expect(block.outerHTML).toBe(served);
  });
});
