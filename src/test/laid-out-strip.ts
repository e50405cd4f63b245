/**
 * happy-dom lays nothing out: a horizontal strip in the body, laid out by hand. `count` items `width` px
 * wide side by side from `start` px, in a container `visible` px wide that scrolls over all of them.
 */
export function laidOutStrip<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  { count, width, visible, start = 0 }: { count: number; width: number; visible: number; start?: number },
): { container: HTMLDivElement; items: HTMLElementTagNameMap[Tag][] } {
  const container = document.createElement('div');
  const items = Array.from({ length: count }, (_, index) => {
    const item = document.createElement(tag);
    Object.defineProperty(item, 'offsetLeft', { value: start + index * width });
    Object.defineProperty(item, 'offsetWidth', { value: width });
    container.append(item);
    return item;
  });
  Object.defineProperty(container, 'clientWidth', { value: visible });
  Object.defineProperty(container, 'scrollWidth', { value: count * width });
  document.body.append(container);
  return { container, items };
}
