// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEASUREMENT_STANDARD } from '../../shared/lists/enums.ts';
import { dimensionUnit, weightUnit } from './units.ts';

describe('units by measurement standard (GMM §9, §3.6)', () => {
  it('imperial 1: lbs and inch; metric 2: kg and cm', () => {
    expect(MEASUREMENT_STANDARD).toEqual({ imperial: 1, metric: 2 });
    expect([weightUnit(MEASUREMENT_STANDARD.imperial), dimensionUnit(MEASUREMENT_STANDARD.imperial)]).toEqual(['lbs', 'inch']);
    expect([weightUnit(MEASUREMENT_STANDARD.metric), dimensionUnit(MEASUREMENT_STANDARD.metric)]).toEqual(['kg', 'cm']);
  });

  it('an unknown or missing standard is imperial', () => {
    for (const standard of [0, 3, '2', null, undefined, Number.NaN]) {
      expect([weightUnit(standard), dimensionUnit(standard)]).toEqual(['lbs', 'inch']);
    }
  });
});
