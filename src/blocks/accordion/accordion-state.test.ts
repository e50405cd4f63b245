import { describe, expect, it } from 'vitest';
import { finishAnimation, initialState, isExpanded, toggleItem, type AccordionState } from './accordion-state.ts';

const single = { allowMultiple: false, animate: true };
const multiple = { allowMultiple: true, animate: true };
const state = (...phases: AccordionState['phases']): AccordionState => ({ phases });

describe('accordion state', () => {
  it('starts from the pre-rendered open items; only the first stays open when only one may be', () => {
    expect(initialState([false, true, true], false)).toEqual(state('closed', 'open', 'closed'));
    expect(initialState([false, true, true], true)).toEqual(state('closed', 'open', 'open'));
  });

  it('opening an item closes the others', () => {
    expect(toggleItem(state('open', 'closed', 'closed'), 2, single)).toEqual(state('closing', 'closed', 'opening'));
  });

  it('opening an item leaves the others open when multiple open items are allowed', () => {
    expect(toggleItem(state('open', 'closed'), 1, multiple)).toEqual(state('open', 'opening'));
  });

  it('closing an item touches no other', () => {
    expect(toggleItem(state('open', 'open'), 0, multiple)).toEqual(state('closing', 'open'));
  });

  it('ignores clicks while animating', () => {
    const animating = state('opening', 'closed');
    expect(toggleItem(animating, 1, single)).toBe(animating);
    expect(toggleItem(state('open', 'closing'), 0, single)).toEqual(state('open', 'closing'));
  });

  it('settles each item when its animation ends', () => {
    const s = finishAnimation(state('closing', 'opening'), 0);
    expect(s).toEqual(state('closed', 'opening'));
    // The other item still animates: a click is still ignored.
    expect(toggleItem(s, 0, single)).toBe(s);
    expect(finishAnimation(s, 1)).toEqual(state('closed', 'open'));
    expect(finishAnimation(state('open'), 0)).toEqual(state('open'));
  });

  it('opens and closes at once without animation (reduced motion)', () => {
    const noMotion = { allowMultiple: false, animate: false };
    const opened = toggleItem(state('open', 'closed'), 1, noMotion);
    expect(opened).toEqual(state('closed', 'open'));
    expect(toggleItem(opened, 1, noMotion)).toEqual(state('closed', 'closed'));
  });

  it('ignores an index that is not an item', () => {
    const s = state('closed');
    expect(toggleItem(s, 3, single)).toBe(s);
  });

  it('is expanded while open or opening', () => {
    expect(['closed', 'opening', 'open', 'closing'].map((p) => isExpanded(p as never))).toEqual([false, true, true, false]);
  });
});
