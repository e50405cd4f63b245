import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface ReactRoot {
  /** Renders synchronously, so no frame shows the page half-updated. */
  render(ui: ReactNode): void;
  unmount(): void;
}

/**
 * The one way the runtime creates a React root. Every error React catches inside it (in render, in
 * effects, or recovered) goes to `report`, so a broken island reaches ops like any other block error.
 */
export function createReactRoot(container: Element | DocumentFragment, report: (error: unknown) => void): ReactRoot {
  const root = createRoot(container, { onUncaughtError: report, onCaughtError: report, onRecoverableError: report });
  return {
    render: (ui) => flushSync(() => root.render(ui)),
    unmount: () => root.unmount(),
  };
}
