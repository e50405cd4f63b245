import { defineBlock } from '../../kit/define.ts';
import { TEXT_SHRINK_RESIZE_DEBOUNCE_MS } from './limits.ts';
import { shrinkScale } from './shrink-scale.ts';

/**
 * Text shrink (docs/markup.md §6.22): a `[data-text-shrink]` element whose text is wider than its box
 * shows it at the largest font size that fits, down to 11 px (site-runtime.md §9), measured again 100 ms
 * after the window stops resizing. The text is scaled (a transform on a span around it) rather than given a
 * smaller font-size: a smaller font moves the glyphs inside their line, a layout shift, and a transform
 * moves no layout (CLS 0). Its width is read unscaled, so each measure is two reads and one write.
 */
export const mount = defineBlock({
  mount({ element, signal }) {
    const doc = element.ownerDocument;
    const view = doc.defaultView ?? window;
    const text = doc.createElement('span');
    text.style.display = 'inline-block';
    text.style.transformOrigin = view.getComputedStyle(element).direction === 'rtl' ? 'right center' : 'left center';
    text.append(...element.childNodes);
    element.append(text);

    const fit = (): void => {
      const scale = shrinkScale(parseFloat(view.getComputedStyle(element).fontSize), text.offsetWidth, element.clientWidth);
      text.style.transform = scale === 1 ? '' : `scale(${scale})`;
    };
    fit();
    let timer: number | undefined;
    view.addEventListener(
      'resize',
      () => {
        view.clearTimeout(timer);
        timer = view.setTimeout(fit, TEXT_SHRINK_RESIZE_DEBOUNCE_MS);
      },
      { signal },
    );
    signal.addEventListener('abort', () => view.clearTimeout(timer));
    return () => text.replaceWith(...text.childNodes);
  },
});
