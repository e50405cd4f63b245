import { describe, expect, it } from 'vitest';
import { formatRum } from './rum.ts';

describe('the bench line of the performance collector', () => {
  it("prints its bytes beside web-vitals' own and the ratio", () => {
    expect(formatRum({ collectorBrotliBytes: 6311, webVitalsBrotliBytes: 2787 })).toBe(
      "\nPerformance collector (rum): 6,311 B brotli beyond the every-page path, 2.26x web-vitals' own LCP+INP+CLS (2,787 B; target: within 2x). " +
        'Long tasks it causes at 4x CPU: not measured yet.',
    );
  });
});
