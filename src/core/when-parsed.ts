/** Runs `callback` once the document is parsed (module scripts usually run after that already). */
export function whenParsed(callback: () => void, signal: AbortSignal): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', callback, { once: true, signal });
  } else {
    callback();
  }
}
