/** Pure state of an accordion block (site-runtime.md §4 "Accordion item"). */

export type Phase = 'closed' | 'opening' | 'open' | 'closing';

export interface AccordionState {
  readonly phases: readonly Phase[];
}

export interface ToggleOptions {
  /** data-allow-multiple-open-items is true: opening an item leaves the others open. */
  readonly allowMultiple: boolean;
  /** False under prefers-reduced-motion: items open and close at once. */
  readonly animate: boolean;
}

export function isExpanded(phase: Phase | undefined): boolean {
  return phase === 'open' || phase === 'opening';
}

function isAnimating(state: AccordionState): boolean {
  return state.phases.some((phase) => phase === 'opening' || phase === 'closing');
}

/** The state the pre-rendered HTML shows; if it has several items open where only one may be, the first wins. */
export function initialState(open: readonly boolean[], allowMultiple: boolean): AccordionState {
  const first = open.indexOf(true);
  return { phases: open.map((isOpen, index) => (isOpen && (allowMultiple || index === first) ? 'open' : 'closed')) };
}

/** A click on item `index`. Ignored (same state returned) while any item is animating. */
export function toggleItem(state: AccordionState, index: number, options: ToggleOptions): AccordionState {
  if (isAnimating(state) || state.phases[index] === undefined) return state;
  const opening = state.phases[index] === 'closed';
  const opened: Phase = options.animate ? 'opening' : 'open';
  const closed: Phase = options.animate ? 'closing' : 'closed';
  return {
    phases: state.phases.map((phase, i) => {
      if (i === index) return opening ? opened : closed;
      return opening && !options.allowMultiple && phase === 'open' ? closed : phase;
    }),
  };
}

/** Item `index` finished its open or close animation. */
export function finishAnimation(state: AccordionState, index: number): AccordionState {
  const phase = state.phases[index];
  if (phase !== 'opening' && phase !== 'closing') return state;
  return { phases: state.phases.map((p, i) => (i === index ? (phase === 'opening' ? 'open' : 'closed') : p)) };
}
