import { afterEach, describe, expect, it } from 'vitest';
import { snapshotAttributes } from './block-kit/attribute-snapshot.ts';
import { snapshotAllAttributes } from './attribute-order-snapshot.ts';
import { ALL_ARROW_KEYS, nextRovingIndex, VERTICAL_KEYS } from './block-kit/roving-index.ts';

afterEach(() => document.body.replaceChildren());

describe('nextRovingIndex', () => {
  it('wraps around at both ends and handles Home and End', () => {
    expect(nextRovingIndex(2, 'ArrowDown', 3, VERTICAL_KEYS)).toBe(0);
    expect(nextRovingIndex(0, 'ArrowUp', 3, VERTICAL_KEYS)).toBe(2);
    expect(nextRovingIndex(1, 'Home', 3, VERTICAL_KEYS)).toBe(0);
    expect(nextRovingIndex(1, 'End', 3, VERTICAL_KEYS)).toBe(2);
    expect(nextRovingIndex(1, 'ArrowRight', 3, ALL_ARROW_KEYS)).toBe(2);
    expect(nextRovingIndex(0, 'ArrowLeft', 3, ALL_ARROW_KEYS)).toBe(2);
  });

  it('ignores other keys and empty groups', () => {
    expect(nextRovingIndex(1, 'ArrowRight', 3, VERTICAL_KEYS)).toBeUndefined();
    expect(nextRovingIndex(0, 'Enter', 3, ALL_ARROW_KEYS)).toBeUndefined();
    expect(nextRovingIndex(0, 'ArrowDown', 0, VERTICAL_KEYS)).toBeUndefined();
  });
});

describe('snapshotAttributes', () => {
  it('puts changed, added and removed attributes back', () => {
    const a = document.createElement('button');
    a.setAttribute('aria-selected', 'true');
    const b = document.createElement('div');
    b.hidden = true;
    const restore = snapshotAttributes([a, b], ['aria-selected', 'tabindex', 'hidden']);
    a.setAttribute('aria-selected', 'false');
    a.tabIndex = -1;
    b.hidden = false;
    restore();
    expect(a.outerHTML).toBe('<button aria-selected="true"></button>');
    expect(b.outerHTML).toBe('<div hidden=""></div>');
  });
});

describe('snapshotAllAttributes', () => {
  it('puts every attribute back in its order, removed and set again or added', () => {
    const a = document.createElement('button');
    a.setAttribute('role', 'group');
    a.setAttribute('aria-pressed', 'true');
    a.setAttribute('class', 'x');
    const restore = snapshotAllAttributes([a]);
    a.removeAttribute('aria-pressed');
    a.setAttribute('role', 'radio');
    a.setAttribute('aria-checked', 'true');
    a.setAttribute('aria-pressed', 'false');
    restore();
    expect(a.outerHTML).toBe('<button role="group" aria-pressed="true" class="x"></button>');
  });
});
