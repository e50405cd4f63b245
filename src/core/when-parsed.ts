import { yieldToMain } from '../platform/idle/after-load.ts';

/**
 * Runs `callback` once the document is parsed, in a task of its own: never in the parser's last task
 * (where a script without `async` runs) nor in the DOMContentLoaded task (where an `async` one that
 * came early waits), both of which hold the page's own work (30–40 ms at 4x CPU on the kitchen sink):
 * the runtime's work added to it made one long task.
 */
export function whenParsed(callback: () => void, signal: AbortSignal): void {
  const later = (): unknown => yieldToMain().then(() => signal.aborted || callback());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later, { signal });
  else later();
}
