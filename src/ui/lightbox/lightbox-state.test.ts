import { describe, expect, it } from 'vitest';
import { initialLightboxState, lightboxReducer, type LightboxAction, type LightboxState } from './lightbox-state.ts';
import { UNZOOMED } from './zoom.ts';

const run = (state: LightboxState, ...actions: LightboxAction[]): LightboxState => actions.reduce(lightboxReducer, state);
const three = initialLightboxState({ index: 0, count: 3 });

describe('lightboxReducer', () => {
  it('opens on the item asked for, wrapped into the set', () => {
    expect(initialLightboxState({ index: 4, count: 3 }).shown).toEqual({ index: 1, seq: 0, by: 'open' });
  });

  it('moves round the set, each move a new show that enters from its side, unzoomed and in place', () => {
    const zoomed = run(three, { type: 'zoom', zoom: { scale: 2, x: 10, y: 0 } }, { type: 'drag', x: 5, y: 0 });
    const moved = run(zoomed, { type: 'move', direction: 'previous' });
    expect([moved.shown, moved.zoom, moved.offset]).toEqual([{ index: 2, seq: 1, by: 'visitor', entering: 'previous' }, UNZOOMED, undefined]);
    expect(run(moved, { type: 'move', direction: 'next' }).shown).toEqual({ index: 0, seq: 2, by: 'visitor', entering: 'next' });
  });

  it('does not move with one item, but puts a dragged image back', () => {
    const single = initialLightboxState({ index: 0, count: 1 });
    const moved = run(single, { type: 'drag', x: -80, y: 0 }, { type: 'move', direction: 'next' });
    expect([moved.shown, moved.offset]).toEqual([single.shown, undefined]);
  });

  it('shows the item the address names, once (the one shown already is not shown again)', () => {
    const shown = run(three, { type: 'show', index: 2 });
    expect(shown.shown).toEqual({ index: 2, seq: 1, by: 'address', entering: undefined });
    expect(run(shown, { type: 'show', index: 2 })).toBe(shown);
  });

  it('has loaded only the show whose image answered', () => {
    const loaded = run(three, { type: 'loaded', seq: 0 });
    expect(loaded.loaded).toBe(loaded.shown.seq);
    // The next item's file is not there yet.
    const moved = run(loaded, { type: 'move', direction: 'next' });
    expect(moved.loaded).not.toBe(moved.shown.seq);
  });

  it('toggles the caption, and puts a dragged image back on release', () => {
    expect(run(three, { type: 'toggleCaption' }).captionOff).toBe(true);
    expect(run(three, { type: 'toggleCaption' }, { type: 'toggleCaption' }).captionOff).toBe(false);
    expect(run(three, { type: 'drag', x: 0, y: 40 }, { type: 'release' }).offset).toBeUndefined();
  });

  it('once closing, changes nothing but its end or the address naming an item; closed only after closing', () => {
    expect(run(three, { type: 'closed' })).toBe(three);
    const closing = run(three, { type: 'drag', x: 0, y: 150 }, { type: 'close', how: 'visitor' });
    expect(closing.closing).toBe('visitor');
    for (const action of [
      { type: 'move', direction: 'next' },
      { type: 'zoom', zoom: { scale: 2, x: 0, y: 0 } },
      { type: 'close', how: 'history' },
    ] as const)
      expect(run(closing, action)).toBe(closing);
    // The dragged image stays where it was let go while it fades out.
    const closed = run(closing, { type: 'closed' });
    expect(closed).toEqual({ ...closing, closed: true });
    // Closed is final: an address naming an item then is the opener's to answer.
    expect(run(closed, { type: 'show', index: 2 })).toBe(closed);
  });

  it('Forward while it fades out opens it again: on the item the address names, or as it was on the same one', () => {
    const closing = run(three, { type: 'close', how: 'history' });
    const other = run(closing, { type: 'show', index: 2 });
    expect([other.closing, other.closed, other.shown.index, other.shown.by]).toEqual([undefined, false, 2, 'address']);
    // The same item: nothing is shown anew (its image has loaded already).
    expect(run(closing, { type: 'show', index: 0 })).toEqual({ ...closing, closing: undefined });
    // Its fade's end, heard after it opened again, changes nothing.
    expect(run(other, { type: 'closed' })).toBe(other);
  });
});
