/**
 * The summary carousel's titles (docs/markup.md 6.20), a page-side read: those a visitor can reach (the others
 * are inert), beside those wholly inside its strip. Settled, they are the same.
 */
export const summaryCarouselTitles = (): { reachable: (string | null)[]; inStrip: (string | null)[] } => {
  const list = document.querySelector('#block-resumo-carrossel [data-summary-items]')!;
  const strip = list.getBoundingClientRect();
  const items = [...list.children];
  const title = (item: Element): string | null => item.querySelector('h3')?.textContent ?? null;
  const inStrip = (item: Element): boolean => item.getBoundingClientRect().left >= strip.left - 1 && item.getBoundingClientRect().right <= strip.right + 1;
  return { reachable: items.filter((item) => !item.closest('[inert]')).map(title), inStrip: items.filter(inStrip).map(title) };
};
