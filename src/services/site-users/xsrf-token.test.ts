import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetXsrfToken, getXsrfToken, setXsrfToken } from './xsrf-token.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetXsrfToken();
  sessionStorage.clear();
});

describe('xsrf token', () => {
  it('is kept, read back and forgotten', () => {
    expect(getXsrfToken()).toBeUndefined();
    setXsrfToken('tok-1');
    expect(getXsrfToken()).toBe('tok-1');
    forgetXsrfToken();
    expect(getXsrfToken()).toBeUndefined();
  });

  it('still works in memory when sessionStorage refuses it', () => {
    const refuse = (): never => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const setItem = vi.fn(refuse);
    vi.stubGlobal('sessionStorage', { setItem, getItem: refuse, removeItem: refuse });
    setXsrfToken('tok-1');
    expect(setItem).toHaveBeenCalledOnce();
    expect(getXsrfToken()).toBe('tok-1');
    forgetXsrfToken();
    expect(getXsrfToken()).toBeUndefined();
  });
});
