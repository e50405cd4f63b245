import type { ReactNode, RefObject } from 'react';
import { useLayoutEffect } from 'react';
import type { Destroy } from '../kit/define.ts';
import { createReactRoot } from './react-root.ts';

/** Child nodes taken from a pre-rendered element, to be shown inside a React element and given back on destroy. */
export interface Slot {
  readonly nodes: readonly Node[];
  restore(): void;
}

export function takeChildren(parent: Element): Slot {
  const nodes = [...parent.childNodes];
  return { nodes, restore: () => parent.replaceChildren(...nodes) };
}

/**
 * Moves a slot's nodes (the site owner's HTML, live, with its listeners) into the element once.
 * React renders no children there, so it never touches them.
 */
export function useAdoptSlot(ref: RefObject<HTMLElement | null>, slot: Slot): void {
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...slot.nodes);
  }, [ref, slot]);
}

/**
 * Renders `ui` into `container` in place of its pre-rendered children, synchronously so no frame
 * shows the page half-swapped. Destroy unmounts React, gives the slots their nodes back and puts
 * the original children back: the page is as its HTML was.
 */
export function mountIsland(container: HTMLElement, ui: ReactNode, options: { report: (error: unknown) => void; slots: readonly Slot[] }): Destroy {
  const original = [...container.childNodes];
  const root = createReactRoot(container, options.report);
  root.render(ui);
  return () => {
    root.unmount();
    for (const slot of options.slots) slot.restore();
    container.replaceChildren(...original);
  };
}
