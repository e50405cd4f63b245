import { createElement, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { BlockContext } from '../../kit/define.ts';
import { whenNearScreen } from './near-screen.ts';

export interface ReactRoot {
  /**
   * Renders `ui` as a transition: React builds the tree in slices of a few milliseconds, giving the
   * browser a turn between them, so a mount never makes one long task on a slow phone; then it commits
   * the whole tree at once, so no frame shows it half-built. Resolves once committed (or once React
   * gave up on it: the error is reported), and at once after unmount.
   */
  render(ui: ReactNode): Promise<void>;
  unmount(): void;
}

/** Calls `onCommit` after each commit of its tree (a layout effect: before that frame is painted). */
function Committed({ children, onCommit }: { children?: ReactNode; onCommit: () => void }): ReactNode {
  useLayoutEffect(onCommit);
  return children;
}

/**
 * The one way the runtime creates a React root. Every error React catches inside it (in render, in
 * effects, or recovered) goes to `report`, so a broken island reaches ops like any other block error.
 */
export function createReactRoot(container: Element | DocumentFragment, report: (error: unknown) => void): ReactRoot {
  // What a pending render waits for: its commit, or the error that stopped it.
  let settle = (): void => undefined;
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      report(error);
      settle();
    },
    onCaughtError: report,
    onRecoverableError: report,
  });
  return {
    render: (ui) =>
      new Promise<void>((resolve) => {
        settle = resolve;
        startTransition(() => root.render(createElement(Committed, { onCommit: () => resolve() }, ui)));
      }),
    unmount: () => {
      root.unmount();
      settle();
    },
  };
}

/** What a block's root is given of its context: the element it renders into, where its errors go, and what ends it. */
export type BlockRoot = Pick<BlockContext, 'element' | 'report' | 'signal'>;

/**
 * How a block renders with React onto its pre-rendered element (every React block but the form,
 * whose UI lives in hosts it adds around the form; the lightbox the same way into the document's
 * body). The root cannot be the block's element: React's first commit empties its container (react-dom's clearContainer), and the server's nodes, an iframe
 * among them, would be lost. So the root lives on a detached fragment, and `ui` is a portal into the
 * block's element: React appends only what it renders itself, adopts the server's nodes through refs
 * and effects, and hears events inside the element (React listens on every portal's container).
 * A block far below the screen renders when it comes near, is touched, or the loaded page is idle
 * (near-screen.ts); its HTML works alone meanwhile. Resolves once the first render is committed, with
 * the destroy that unmounts it (what the components changed on the server's nodes they undo in their
 * effects' cleanups); at once with nothing to undo if `signal` aborts before it renders.
 */
export async function renderIntoBlock({ element, report, signal }: BlockRoot, ui: ReactNode): Promise<() => void> {
  if (!(await whenNearScreen(element, signal))) return () => undefined;
  const root = createReactRoot(element.ownerDocument.createDocumentFragment(), report);
  await root.render(createPortal(ui, element));
  return () => root.unmount();
}
