import { describe, expect, it } from 'vitest';
import { MOBILE_MEDIA_QUERY } from './breakpoints.ts';

describe('media queries (GMM §9, SR §9)', () => {
  it('mobile up to 432 px; desktop, from 433 px, is every other width', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 432px)');
  });
});
