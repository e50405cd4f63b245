import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { defineBlock } from '../../kit/define.ts';
import { RELATIVE_TIME_REFRESH_MS } from './limits.ts';
import { relativeText } from './relative-text.ts';

/**
 * Relative time (docs/markup.md §6.22): a `time[data-relative-time]` less than a minute old says so
 * ('agora mesmo', 'há 12 segundos'), refreshed every 5000 ms (site-runtime.md §9); from 60 s on it
 * shows the renderer's text again and stops. A `datetime` that does not parse leaves it as written.
 */
export const mount = defineBlock({
  markup(element: HTMLElement) {
    const at = Date.parse(element.getAttribute('datetime') ?? '');
    if (!(element instanceof HTMLTimeElement) || Number.isNaN(at)) throw new MarkupError(`Relative time without a valid datetime`);
    return at;
  },
  mount({ element, markup: at, signal }) {
    // The renderer's nodes themselves, so markup inside the time comes back whole.
    const written = [...element.childNodes];
    const writeBack = (): void => {
      if (written.some((node) => node.parentNode !== element)) element.replaceChildren(...written);
    };
    const view = element.ownerDocument.defaultView ?? window;
    let timer: number | undefined;
    const stop = (): void => view.clearInterval(timer);
    const refresh = (): boolean => {
      const text = relativeText(Date.now() - at);
      if (text === undefined) {
        stop();
        writeBack();
      } else if (element.textContent !== text) element.textContent = text;
      return text !== undefined;
    };
    if (refresh()) timer = view.setInterval(refresh, RELATIVE_TIME_REFRESH_MS);
    signal.addEventListener('abort', stop);
    return () => {
      stop();
      writeBack();
    };
  },
});
