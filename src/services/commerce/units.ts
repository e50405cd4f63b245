import { MEASUREMENT_STANDARD } from '../../shared/lists/enums.ts';

/**
 * GMM §9 "Weight unit lbs or kg and dimension unit inch or cm, chosen by measurement standard". The
 * standard comes from the site's JSON: anything but metric (2) is imperial (1), the standard of the
 * default store currency, USD (chosen here).
 */
export type WeightUnit = 'lbs' | 'kg';
export type DimensionUnit = 'inch' | 'cm';

export function weightUnit(standard: unknown): WeightUnit {
  return standard === MEASUREMENT_STANDARD.metric ? 'kg' : 'lbs';
}

export function dimensionUnit(standard: unknown): DimensionUnit {
  return standard === MEASUREMENT_STANDARD.metric ? 'cm' : 'inch';
}
