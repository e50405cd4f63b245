import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeSmallLayout } from './small-layout.ts';

// How the layout follows the block's size and is restored is src/ui/width-layout.test.ts's; this is the newsletter's value and boundary.
function block(width: number): HTMLElement {
  const element = document.createElement('div');
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 100 }));
  document.body.append(element);
  return element;
}

beforeEach(() => vi.stubGlobal('ResizeObserver', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('observeSmallLayout (site-runtime.md §9: small under 320 px)', () => {
  it('sets data-layout="small" under 320 px only', () => {
    const narrow = block(319.9);
    const wide = block(320);
    const stops = [observeSmallLayout(narrow), observeSmallLayout(wide)];
    expect(narrow.getAttribute('data-layout')).toBe('small');
    expect(wide.hasAttribute('data-layout')).toBe(false);
    stops.forEach((stop) => stop());
    expect(narrow.hasAttribute('data-layout')).toBe(false);
  });
});
