import { describe, expect, it } from 'vitest';
import { requestTarget } from './request-target.ts';

describe('requestTarget (secure mode)', () => {
  it('sends a secure call from another host to the site’s https origin with credentials', () => {
    expect(requestTarget(true, 'http://loja.builder.test/p', 'https://loja-da-ana.example.com/')).toEqual({
      base: 'https://loja-da-ana.example.com',
      credentials: 'include',
    });
  });

  it('stays on the page when the page is on the site’s own https domain', () => {
    expect(requestTarget(true, 'https://loja-da-ana.example.com/p', 'https://loja-da-ana.example.com')).toEqual({
      base: 'https://loja-da-ana.example.com/p',
      credentials: 'same-origin',
    });
  });

  it.each(['http://loja-da-ana.example.com', '', 'not a url'])('stays on the page when the site address %j is not https', (baseUrl) => {
    expect(requestTarget(true, 'http://127.0.0.1:4173/p', baseUrl)).toEqual({ base: 'http://127.0.0.1:4173/p', credentials: 'same-origin' });
  });

  it('keeps calls that are not secure on the page', () => {
    expect(requestTarget(false, 'http://loja.builder.test/p', 'https://loja-da-ana.example.com')).toEqual({
      base: 'http://loja.builder.test/p',
      credentials: 'same-origin',
    });
  });
});
