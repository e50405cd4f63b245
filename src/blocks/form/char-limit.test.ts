import { describe, expect, it } from 'vitest';
import { counterText, exceedsLimit, parseMaxLength } from './char-limit.ts';

describe('parseMaxLength', () => {
  it.each([
    ['40', 40],
    [' 40 ', 40],
    ['abc', undefined],
    ['0', undefined],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    ['-3', undefined],
    ['Infinity', undefined],
  ])('%j → %s', (attribute, max) => {
    expect(parseMaxLength(attribute)).toBe(max);
  });
});

describe('counterText', () => {
  it("reads 'N / max'", () => {
    expect(counterText('', 40)).toBe('0 / 40');
    expect(counterText('Olá, tudo bem?', 40)).toBe('14 / 40');
    expect(counterText('a'.repeat(41), 40)).toBe('41 / 40');
  });

  it('counts an emoji once', () => {
    expect('😀'.length).toBe(2);
    expect(counterText('😀', 10)).toBe('1 / 10');
    expect(counterText('Oi 😀😀', 10)).toBe('5 / 10');
    expect(counterText('ção😀', 10)).toBe('4 / 10');
  });
});

describe('exceedsLimit', () => {
  it('is true only beyond the limit', () => {
    expect(exceedsLimit('abc', 3)).toBe(false);
    expect(exceedsLimit('abcd', 3)).toBe(true);
    expect(exceedsLimit('', 3)).toBe(false);
  });

  it('counts emoji as one character each', () => {
    expect(exceedsLimit('😀😀😀', 3)).toBe(false);
    expect(exceedsLimit('😀😀😀😀', 3)).toBe(true);
  });

  it('is never true without a limit', () => {
    expect(exceedsLimit('a'.repeat(10_000), undefined)).toBe(false);
  });
});
