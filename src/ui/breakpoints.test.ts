import { describe, expect, it } from 'vitest';
import { DESKTOP_MEDIA_QUERY, MOBILE_MEDIA_QUERY, TABLET_MEDIA_QUERY } from './breakpoints.ts';

describe('media queries (GMM §9, SR §9)', () => {
  it('mobile up to 432 px, desktop from 433 px: every width is exactly one of them; tablet never', () => {
    const max = (query: string): number => Number(/max-width: (\d+)px/.exec(query)?.[1]);
    const min = (query: string): number => Number(/min-width: (\d+)px/.exec(query)?.[1]);
    for (const width of [0, 320, 432, 433, 1024, 2560]) {
      const mobile = width <= max(MOBILE_MEDIA_QUERY);
      const desktop = width >= min(DESKTOP_MEDIA_QUERY);
      expect(mobile !== desktop, `${width} px`).toBe(true);
    }
    expect(max(TABLET_MEDIA_QUERY)).toBe(0);
  });
});
