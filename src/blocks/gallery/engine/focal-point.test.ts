import { describe, expect, it } from 'vitest';
import { focalPoint } from './focal-point.ts';

describe('focalPoint', () => {
  it('"x,y"', () => {
    expect(focalPoint('0.5,0.5')).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPoint('0.25, 0.8')).toEqual({ x: 0.25, y: 0.8 });
  });

  it('decided: clamped to 0–1; missing or malformed is the centre', () => {
    expect(focalPoint('-1,1.5')).toEqual({ x: 0, y: 1 });
    for (const value of [null, undefined, '', '0.5', '0.5,', 'a,b', '0.1,0.2,0.3']) expect(focalPoint(value)).toEqual({ x: 0.5, y: 0.5 });
  });
});
