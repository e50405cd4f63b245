import { describe, expect, it } from 'vitest';
import { BlockConfigError } from '../../../kit/block-kit/block-errors.ts';
import { imageDimensions, newSwipeBoundary, positiveColumnWidth, ratioParts, snapPoint, stripAlignment } from './options.ts';

describe('stripAlignment (GMM §5)', () => {
  it('"must be start, middle or end"', () => {
    expect(['start', 'middle', 'end'].map(stripAlignment)).toEqual(['start', 'middle', 'end']);
  });

  it('"left to start, center to middle, right to end, anything else to middle"', () => {
    expect(['left', 'center', 'right'].map(stripAlignment)).toEqual(['start', 'middle', 'end']);
    for (const other of ['top', 'Left', '', 'constructor', 'toString', undefined, 3, null]) expect(stripAlignment(other)).toBe('middle');
  });
});

describe('positiveColumnWidth: "must be a positive number. A string is parsed as an integer."', () => {
  it('numbers and integer strings', () => {
    expect(positiveColumnWidth(300)).toBe(300);
    expect(positiveColumnWidth('300')).toBe(300);
    expect(positiveColumnWidth('300px')).toBe(300);
    expect(positiveColumnWidth('312.9')).toBe(312);
    expect(positiveColumnWidth(' 42')).toBe(42);
  });

  it('decided: zero, negative, NaN or anything else gives the default 250', () => {
    for (const value of [0, -10, '0', '-5', 'abc', '', Number.NaN, Number.POSITIVE_INFINITY, undefined, null, true])
      expect(positiveColumnWidth(value)).toBe(250);
    expect(positiveColumnWidth('x', 180)).toBe(180);
  });
});

describe('imageDimensions (GMM §3.2)', () => {
  it('"such as 800x600" become numeric width and height', () => {
    expect(imageDimensions('800x600')).toEqual({ width: 800, height: 600 });
    expect(imageDimensions('1500x1000')).toEqual({ width: 1500, height: 1000 });
  });

  it('"or null when the attribute is absent"', () => {
    expect(imageDimensions(null)).toEqual({ width: null, height: null });
    expect(imageDimensions(undefined)).toEqual({ width: null, height: null });
  });

  it('decided: a malformed value is treated as absent', () => {
    for (const value of ['', '800', '800x', 'x600', '800×600', '800x600x2', '0x600', '800x0', '-800x600', '80.5x60'])
      expect(imageDimensions(value)).toEqual({ width: null, height: null });
  });
});

describe('ratioParts (GMM §3.1 "a ratio, or Auto")', () => {
  it('"W:H" gives its width and height', () => {
    expect(ratioParts('4:3')).toEqual({ width: 4, height: 3 });
    expect(ratioParts(' 1.85 : 1 ')).toEqual({ width: 1.85, height: 1 });
  });

  it('"auto" (any case), a missing value and, decided, a malformed ratio are undefined: the image\'s own ratio', () => {
    for (const value of ['auto', 'Auto', undefined, '4/3', '4:0', '0:3', ':3', 'wide']) expect(ratioParts(value)).toBeUndefined();
  });
});

describe('snapPoint: "snapPoints must end with % or be none"', () => {
  it('a percentage or none', () => {
    expect(snapPoint('50%')).toBe(50);
    expect(snapPoint('33.3%')).toBe(33.3);
    expect(snapPoint('0%')).toBe(0);
    expect(snapPoint('none')).toBe('none');
  });

  it('anything else throws a BlockConfigError naming the value', () => {
    for (const value of ['50', '50px', '%', 'abc%', ' 50%', 'None', '']) {
      expect(() => snapPoint(value)).toThrow(BlockConfigError);
    }
    expect(() => snapPoint('50px')).toThrow('snapPoints must end with % or be none: "50px"');
  });
});

describe('newSwipeBoundary: "must each be none, hard or inertial"', () => {
  it('keeps the three', () => {
    expect(['none', 'hard', 'inertial'].map(newSwipeBoundary)).toEqual(['none', 'hard', 'inertial']);
  });

  it('anything else throws a BlockConfigError naming the value', () => {
    expect(() => newSwipeBoundary('soft')).toThrow(BlockConfigError);
    expect(() => newSwipeBoundary('Hard')).toThrow('newSwipe boundaries must be none, hard or inertial: "Hard"');
  });
});
