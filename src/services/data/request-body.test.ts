import { describe, expect, it } from 'vitest';
import { encodeBody } from './request-body.ts';

describe('encodeBody', () => {
  it('sends JSON with its content type when asked', () => {
    expect(encodeBody({ email: 'a@b.c', rememberMe: true, list: [1] }, true)).toEqual({
      body: '{"email":"a@b.c","rememberMe":true,"list":[1]}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('form-encodes otherwise: strings as they are, objects as JSON, undefined left out', () => {
    const { body, headers } = encodeBody({ text: 'a & b', widgetJSON: { type: 1, id: 'w' }, n: 3, flag: false, none: null, skip: undefined }, false);
    expect(headers).toEqual({});
    expect(body).toBeInstanceOf(URLSearchParams);
    expect([...(body as URLSearchParams)]).toEqual([
      ['text', 'a & b'],
      ['widgetJSON', '{"type":1,"id":"w"}'],
      ['n', '3'],
      ['flag', 'false'],
      ['none', 'null'],
    ]);
  });
});
