import { describe, expect, it } from 'vitest';
import { webStorage } from './web-storage.ts';

type Win = Pick<Window, 'localStorage' | 'sessionStorage'>;

describe('webStorage', () => {
  it("gives the window's storage", () => {
    expect(webStorage('sessionStorage')).toBe(window.sessionStorage);
    expect(webStorage('localStorage')).toBe(window.localStorage);
  });

  it('is undefined where touching the storage throws', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(webStorage('localStorage', blocked)).toBeUndefined();
    expect(webStorage('sessionStorage', blocked)).toBeUndefined();
  });

  it('is undefined where there is no storage', () => {
    expect(webStorage('localStorage', { localStorage: null } as unknown as Win)).toBeUndefined();
    expect(webStorage('sessionStorage', {} as Win)).toBeUndefined();
  });
});
