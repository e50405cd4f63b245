import { describe, expect, it } from 'vitest';
import { CartBundleError, cartBundleUrl } from './cart-bundle-url.ts';

const BASE = 'https://loja.example.com/carrinho';

describe('cartBundleUrl', () => {
  it('resolves the asset address against the page', () => {
    expect(cartBundleUrl('/assets/commerce/cart-1a2b.js', BASE)).toBe('https://loja.example.com/assets/commerce/cart-1a2b.js');
    expect(cartBundleUrl('https://cdn.example.com/cart.js', BASE)).toBe('https://cdn.example.com/cart.js');
  });

  it('refuses a missing address and anything that is not http(s)', () => {
    expect(() => cartBundleUrl(undefined, BASE)).toThrow(new CartBundleError('The page context names no cart bundle (assets.cart)'));
    expect(() => cartBundleUrl('', BASE)).toThrow(CartBundleError);
    expect(() => cartBundleUrl('javascript:alert(1)', BASE)).toThrow('The cart bundle address is not an http(s) URL: javascript:alert(1)');
    expect(() => cartBundleUrl('data:text/javascript,export function mount(){}', BASE)).toThrow(CartBundleError);
    expect(() => cartBundleUrl('http://[::1', BASE)).toThrow('The cart bundle address is not an http(s) URL: http://[::1');
  });
});
