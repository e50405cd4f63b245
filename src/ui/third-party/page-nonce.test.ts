import { afterEach, describe, expect, it } from 'vitest';
import { pageNonce } from './page-nonce.ts';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('pageNonce', () => {
  it('is empty on a page without a nonce', () => {
    document.head.innerHTML = '<script></script>';
    expect(pageNonce()).toBe('');
  });

  it('is the nonce of the first script that carries one', () => {
    document.head.innerHTML = '<script></script><script nonce=""></script><script nonce="primeiro"></script>';
    document.body.innerHTML = '<script nonce="segundo"></script>';
    expect(pageNonce()).toBe('primeiro');
  });

  it('reads the nonce property first: browsers hide the attribute once the page is parsed', () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', '');
    script.nonce = 'oculto';
    document.head.append(script);
    expect(pageNonce()).toBe('oculto');
  });

  it('reads the given document', () => {
    const other = document.implementation.createHTMLDocument('outro');
    other.head.innerHTML = '<script nonce="do-outro"></script>';
    document.head.innerHTML = '<script nonce="deste"></script>';
    expect(pageNonce(other)).toBe('do-outro');
  });
});
