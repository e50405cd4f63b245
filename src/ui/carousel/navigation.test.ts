import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNavState, inactiveVideoSlides, motionEnded, motionStarted, request, type NavRequest, type NavState } from './navigation.ts';
import { wrapIndex } from '../block-kit/wrap-index.ts';

const nav = (fields: Partial<NavState> = {}): NavState => ({ count: 3, currentIndex: 0, loop: true, inMotion: false, ...fields });
const next = (state: NavState, linked?: readonly NavState[]) => request(state, { kind: 'next' }, linked);
const previous = (state: NavState) => request(state, { kind: 'previous' });
const goTo = (state: NavState, index: number) => request(state, { kind: 'goTo', index });

describe('wrapIndex: "currentIndex wraps modulo the slide count"', () => {
  it('wraps past the end and below zero', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(0, 1)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(wrapIndex(2.7, 3)).toBe(2);
  });

  it('property: always in [0, count) and congruent to index mod count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 500 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
        expect((((wrapped - index) % count) + count) % count).toBe(0);
      }),
    );
  });

  it('createNavState wraps the starting index and starts at rest', () => {
    expect(createNavState({ count: 3, currentIndex: 4, loop: false })).toEqual({ count: 3, currentIndex: 1, loop: false, inMotion: false });
  });
});

describe('next and previous (GMM §4.2)', () => {
  it('move by one and say where from, where to and which way', () => {
    expect(next(nav())).toEqual({ state: nav({ currentIndex: 1 }), change: { from: 0, to: 1, direction: 'next' } });
    expect(previous(nav({ currentIndex: 2 }))).toEqual({ state: nav({ currentIndex: 1 }), change: { from: 2, to: 1, direction: 'previous' } });
  });

  it('"Previous at the first slide: goes to the last if loop is on, else fires reachedBeginning"', () => {
    expect(previous(nav({ loop: true }))).toEqual({ state: nav({ currentIndex: 2 }), change: { from: 0, to: 2, direction: 'previous' } });
    expect(previous(nav({ loop: false }))).toEqual({ state: nav({ loop: false }), event: 'reachedBeginning' });
  });

  it('"Next at the last slide: goes to the first if loop is on, else fires reachedEnd"', () => {
    expect(next(nav({ currentIndex: 2 }))).toEqual({ state: nav(), change: { from: 2, to: 0, direction: 'next' } });
    expect(next(nav({ currentIndex: 2, loop: false }))).toEqual({ state: nav({ currentIndex: 2, loop: false }), event: 'reachedEnd' });
  });

  it('a single slide: loop changes nothing, no loop reaches both ends', () => {
    expect(next(nav({ count: 1 }))).toEqual({ state: nav({ count: 1 }) });
    expect(next(nav({ count: 1, loop: false })).event).toBe('reachedEnd');
    expect(previous(nav({ count: 1, loop: false })).event).toBe('reachedBeginning');
  });

  it('an empty gallery changes nothing', () => {
    expect(next(nav({ count: 0 }))).toEqual({ state: nav({ count: 0 }) });
  });
});

describe('goTo', () => {
  it('goes to a wrapped index; the direction compares the indexes', () => {
    expect(goTo(nav(), 2)).toEqual({ state: nav({ currentIndex: 2 }), change: { from: 0, to: 2, direction: 'next' } });
    expect(goTo(nav({ currentIndex: 2 }), 0).change).toEqual({ from: 2, to: 0, direction: 'previous' });
    expect(goTo(nav(), -1).state.currentIndex).toBe(2);
  });

  it('to the current index: no change', () => {
    expect(goTo(nav({ currentIndex: 1 }), 1)).toEqual({ state: nav({ currentIndex: 1 }) });
    expect(goTo(nav({ currentIndex: 1 }), 4)).toEqual({ state: nav({ currentIndex: 1 }) });
  });
});

describe('"Changes are refused while the gallery, or a linked gallery showing another index, is in motion"', () => {
  it('refused while in motion, allowed after motionEnded', () => {
    const moving = motionStarted(nav());
    expect(moving.inMotion).toBe(true);
    expect(next(moving)).toEqual({ state: moving, refused: 'inMotion' });
    expect(goTo(moving, 2)).toEqual({ state: moving, refused: 'inMotion' });
    expect(next(motionEnded(moving)).change?.to).toBe(1);
  });

  it('refused while a linked gallery is in motion showing another index, not the same one', () => {
    const strip = nav({ currentIndex: 2, inMotion: true });
    expect(next(nav(), [strip]).refused).toBe('inMotion');
    expect(next(nav({ currentIndex: 2 }), [strip]).change?.to).toBe(0);
    expect(next(nav(), [nav({ currentIndex: 2 })]).change?.to).toBe(1);
  });

  it('motionStarted and motionEnded return the same state when nothing changes', () => {
    const still = nav();
    expect(motionEnded(still)).toBe(still);
    const moving = motionStarted(still);
    expect(motionStarted(moving)).toBe(moving);
  });
});

const requests = fc.array(
  fc.oneof(
    fc.constant<NavRequest>({ kind: 'next' }),
    fc.constant<NavRequest>({ kind: 'previous' }),
    fc.integer({ min: -50, max: 50 }).map((index): NavRequest => ({ kind: 'goTo', index })),
  ),
  { maxLength: 40 },
);

describe('properties', () => {
  it('with loop, next then previous returns to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (count, start) => {
        const state = createNavState({ count, currentIndex: start, loop: true });
        expect(previous(next(state).state).state).toEqual(state);
      }),
    );
  });

  it('without loop the index never leaves [0, count - 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), requests, (count, reqs) => {
        let state = createNavState({ count, loop: false });
        for (const req of reqs) {
          state = request(state, req).state;
          expect(state.currentIndex).toBeGreaterThanOrEqual(0);
          expect(state.currentIndex).toBeLessThanOrEqual(count - 1);
        }
      }),
    );
  });

  it('refused requests never change the state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), fc.boolean(), requests, (count, start, loop, reqs) => {
        const state = motionStarted(createNavState({ count, currentIndex: start, loop }));
        for (const req of reqs) {
          const result = request(state, req);
          expect(result.refused).toBe('inMotion');
          expect(result.state).toBe(state);
          expect(result.change).toBeUndefined();
        }
      }),
    );
  });
});

describe('inactiveVideoSlides: "Video slides become inactive when not current"', () => {
  it('lists every video slide except the current one', () => {
    expect(inactiveVideoSlides([true, false, true, true], 2)).toEqual([0, 3]);
    expect(inactiveVideoSlides([false, false], 0)).toEqual([]);
    expect(inactiveVideoSlides([true], 0)).toEqual([]);
  });
});
