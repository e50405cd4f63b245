import { afterEach, describe, expect, it, vi } from 'vitest';
import { withNames } from './short-keys.ts';
import { isRumTiming, userTimingRecord } from './user-timing.ts';

const mark = (name: string, startTime: number, detail: unknown = null) => ({ entryType: 'mark', name, startTime, duration: 0, detail }) as PerformanceMark;

afterEach(() => vi.restoreAllMocks());

describe('user timing', () => {
  it('keeps the marks and measures whose names start with rum-', () => {
    expect(isRumTiming(mark('rum-hero', 1))).toBe(true);
    expect(isRumTiming(mark('hero-rum', 1))).toBe(false);
    expect(isRumTiming(mark('RUM-hero', 1))).toBe(false);
  });

  it('records a mark with its own detail as startMarkDetail', () => {
    expect(withNames(userTimingRecord(mark('rum-hero', 120.5, { slide: 2 }), []))).toEqual({
      name: 'rum-hero',
      duration: 0,
      startTime: 120.5,
      startMarkDetail: '{"slide":2}',
      endMarkDetail: null,
      measureDetail: null,
    });
  });

  it('records a measure with the details of the marks at its start and end, and its own', () => {
    const marks = [mark('a', 100, { at: 'old' }), mark('rum-start', 100, { at: 'start' }), mark('rum-end', 350, 'end')];
    const measure = { entryType: 'measure', name: 'rum-gallery', startTime: 100, duration: 250, detail: { slides: 8 } } as PerformanceMeasure;
    expect(withNames(userTimingRecord(measure, marks))).toEqual({
      name: 'rum-gallery',
      duration: 250,
      startTime: 100,
      startMarkDetail: '{"at":"start"}',
      endMarkDetail: '"end"',
      measureDetail: '{"slides":8}',
    });
  });

  it("takes a rum- mark's detail over a page's own mark made in the same coarsened tick after it, else the latest mark's", () => {
    const measure = { entryType: 'measure', name: 'rum-banner', startTime: 84.9, duration: 334, detail: null } as PerformanceMeasure;
    const sameTick = [mark('rum-page-script', 84.9, { fixture: 'rum' }), mark('analytics-start', 84.9), mark('rum-banner-end', 418.9, 'banner')];
    expect(withNames(userTimingRecord(measure, sameTick))).toMatchObject({ startMarkDetail: '{"fixture":"rum"}', endMarkDetail: '"banner"' });
    const ownOnly = [mark('page-a', 84.9, 'first'), mark('page-b', 84.9, 'second')];
    expect(withNames(userTimingRecord(measure, ownOnly))).toMatchObject({ startMarkDetail: '"second"', endMarkDetail: null });
  });

  it("warns 'RUM timing error: …' for a detail JSON cannot hold, and keeps the record", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(withNames(userTimingRecord(mark('rum-x', 5, cyclic), []))).toMatchObject({ startMarkDetail: null });
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^RUM timing error: TypeError: /));
  });
});
