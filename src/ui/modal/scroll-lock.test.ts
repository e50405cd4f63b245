import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

const root = document.documentElement;
afterEach(() => root.removeAttribute('style'));

describe('lockScroll', () => {
  it('is shared: holders released in any order leave the page as it was only at the last release', () => {
    root.style.setProperty('overflow', 'auto');
    const popup = lockScroll();
    const dialog = lockScroll();
    expect(root.style.getPropertyValue('overflow')).toBe('hidden');
    popup();
    expect(root.style.getPropertyValue('overflow')).toBe('hidden');
    dialog();
    expect(root.style.getPropertyValue('overflow')).toBe('auto');
    expect(root.style.getPropertyPriority('overflow')).toBe('');
  });

  it('a release works once, and the style attribute goes if there was none', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(root.style.getPropertyValue('overflow')).toBe('hidden');
    second();
    expect(root.hasAttribute('style')).toBe(false);
  });
});
