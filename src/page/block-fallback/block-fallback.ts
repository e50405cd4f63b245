import { FALLBACK_MESSAGES } from '../../texts/every-page/fallback.ts';

/**
 * The blocks whose pre-rendered HTML is not usable alone (docs/markup.md: a form without the runtime
 * cannot reach the platform, its submission needs a key). Every other block's HTML is its fallback.
 */
const NEEDS_RUNTIME = new Set(['form', 'newsletter']);

/**
 * A block's fallback when its code cannot be had (issue 16): one short line and a retry button before its
 * content, which stays as it is, typed text included; its forms' native submissions are held, so a
 * submit never posts what the visitor typed into nothing. Undefined for a block whose HTML is usable;
 * else what removes it all.
 */
export function showBlockFallback(element: HTMLElement, feature: string, retry: () => void): (() => void) | undefined {
  if (!NEEDS_RUNTIME.has(feature)) return undefined;
  const controller = new AbortController();
  const line = document.createElement('p');
  line.className = 'site-runtime-fallback';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = FALLBACK_MESSAGES.retry;
  line.append(`${FALLBACK_MESSAGES.unavailable} `, button);
  button.addEventListener('click', retry, { signal: controller.signal });
  element.addEventListener('submit', (event) => event.preventDefault(), { signal: controller.signal });
  element.prepend(line);
  return () => {
    controller.abort();
    line.remove();
  };
}
