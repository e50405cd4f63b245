import fc from 'fast-check';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { closed, submitted, type PopupRecord } from './popup-record.ts';
import { DAY_MS } from '../../ui/block-kit/limits.ts';
import { POPUP_OVERLAY_STYLE } from '../../shared/page-types.ts';
import { shouldShowPopup, type PopupDisplayInput } from './popup-rules.ts';

type PopupOverlaySettings = PopupDisplayInput['settings'];

const T0 = Date.UTC(2024, 0, 15, 12, 0, 0);

const SETTINGS: PopupOverlaySettings = {
  style: POPUP_OVERLAY_STYLE.show,
  enableMobile: false,
  version: 3,
  showUntilSignup: true,
  displayFrequency: 7,
};

const record = (fields: Partial<PopupRecord> = {}): PopupRecord => ({ version: 3, submitted: false, closedAt: T0, ...fields });

function show(input: { settings?: Partial<PopupOverlaySettings> } & Partial<Omit<PopupDisplayInput, 'settings'>> = {}): boolean {
  return shouldShowPopup({
    record: undefined,
    now: T0,
    isMobile: false,
    isVisitor: true,
    ...input,
    settings: { ...SETTINGS, ...input.settings },
  });
}

describe('constants', () => {
  it('a day is 86400000 ms; style none 1, show 2', () => {
    expect(DAY_MS).toBe(86_400_000);
    expect(POPUP_OVERLAY_STYLE).toEqual({ none: 1, show: 2 });
  });

  it('takes the page context settings as they are parsed', () => {
    expectTypeOf<PageContext['websiteSettings']['popupOverlaySettings']>().toExtend<PopupOverlaySettings>();
  });
});

describe('shouldShowPopup: who and where', () => {
  it('with no record, shows the popup to a visitor on desktop', () => {
    expect(show()).toBe(true);
  });

  it('style 1 (none) never shows it, with or without a record', () => {
    expect(show({ settings: { style: POPUP_OVERLAY_STYLE.none } })).toBe(false);
    expect(show({ settings: { style: 1, version: 9 }, record: record({ version: 1 }) })).toBe(false);
  });

  it('an unknown style shows nothing (only 2 is show)', () => {
    for (const style of [0, 3, -2, 2.5, Number.NaN]) expect(show({ settings: { style } })).toBe(false);
  });

  it('not on mobile unless enableMobile', () => {
    expect(show({ isMobile: true, settings: { enableMobile: false } })).toBe(false);
    expect(show({ isMobile: true, settings: { enableMobile: true } })).toBe(true);
    expect(show({ isMobile: false, settings: { enableMobile: false } })).toBe(true);
    expect(show({ isMobile: false, settings: { enableMobile: true } })).toBe(true);
  });

  it('mobile without enableMobile wins over a newer version', () => {
    expect(show({ isMobile: true, settings: { version: 4 }, record: record({ version: 3 }) })).toBe(false);
  });

  it('visitors only: an authenticated account or edit mode never sees it, even with a newer version', () => {
    expect(show({ isVisitor: false })).toBe(false);
    expect(show({ isVisitor: false, settings: { version: 4 }, record: record({ version: 1 }) })).toBe(false);
  });
});

describe('shouldShowPopup: version', () => {
  const hidden = record({ submitted: true, closedAt: T0 }); // submitted with showUntilSignup: hidden for its version

  it('an older stored version shows it again, whatever else the record says', () => {
    expect(show({ settings: { version: 4 }, record: hidden })).toBe(true);
    expect(show({ settings: { version: 4, displayFrequency: -1 }, record: record({ closedAt: T0 }) })).toBe(true);
    expect(show({ settings: { version: 3.5 }, record: hidden })).toBe(true);
  });

  it('the same version keeps the record in force', () => {
    expect(show({ settings: { version: 3 }, record: hidden })).toBe(false);
  });

  it('a newer stored version is not "older": the record stays in force', () => {
    expect(show({ settings: { version: 2 }, record: hidden })).toBe(false);
    expect(show({ settings: { version: 2, displayFrequency: 7 }, record: record({ version: 3 }), now: T0 + 7 * DAY_MS })).toBe(true);
  });
});

describe('shouldShowPopup: signup', () => {
  it('not shown once submitted when showUntilSignup is set, however long ago', () => {
    expect(show({ record: record({ submitted: true }), now: T0 + 10_000 * DAY_MS })).toBe(false);
    expect(show({ record: record({ submitted: true }), settings: { displayFrequency: 0 }, now: T0 + DAY_MS })).toBe(false);
  });

  it('submitted without showUntilSignup: follows displayFrequency from its closed date', () => {
    const settings = { showUntilSignup: false, displayFrequency: 7 };
    expect(show({ settings, record: record({ submitted: true }), now: T0 + 7 * DAY_MS - 1 })).toBe(false);
    expect(show({ settings, record: record({ submitted: true }), now: T0 + 7 * DAY_MS })).toBe(true);
    expect(show({ settings: { ...settings, displayFrequency: -1 }, record: record({ submitted: true }), now: T0 + 999 * DAY_MS })).toBe(false);
  });
});

describe('shouldShowPopup: displayFrequency after a close', () => {
  it.each([1, 7, 30])('%i days: hidden just before closed + N days, shown at it and after', (days) => {
    const settings = { displayFrequency: days };
    const at = T0 + days * DAY_MS;
    expect(show({ settings, record: record(), now: T0 })).toBe(false);
    expect(show({ settings, record: record(), now: at - 1 })).toBe(false);
    expect(show({ settings, record: record(), now: at })).toBe(true);
    expect(show({ settings, record: record(), now: at + 1 })).toBe(true);
  });

  it('-1: never shown again after closing', () => {
    const settings = { displayFrequency: -1 };
    for (const now of [T0, T0 + DAY_MS, T0 + 100_000 * DAY_MS, Number.MAX_SAFE_INTEGER]) {
      expect(show({ settings, record: record(), now })).toBe(false);
    }
  });

  it('other negative and non-finite frequencies count as never', () => {
    for (const displayFrequency of [-2, -0.5, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(show({ settings: { displayFrequency }, record: record(), now: T0 + 100_000 * DAY_MS })).toBe(false);
    }
  });

  it('0: shown again on the next page view after closing (now ≥ closed date)', () => {
    const settings = { displayFrequency: 0 };
    expect(show({ settings, record: record(), now: T0 })).toBe(true);
    expect(show({ settings, record: record(), now: T0 + 1 })).toBe(true);
    expect(show({ settings, record: record(), now: T0 - 1 })).toBe(false); // closed date in the future
  });

  it('a fraction of a day counts as such (0.5 = 12 hours)', () => {
    const settings = { displayFrequency: 0.5 };
    expect(show({ settings, record: record(), now: T0 + DAY_MS / 2 - 1 })).toBe(false);
    expect(show({ settings, record: record(), now: T0 + DAY_MS / 2 })).toBe(true);
  });
});

describe('shouldShowPopup with the record helpers and a fake clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('close, then the popup returns at closed + N days on the fake clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    const settings = { ...SETTINGS, displayFrequency: 2 };
    const visit = (r: PopupRecord | undefined) => shouldShowPopup({ settings, record: r, now: Date.now(), isMobile: false, isVisitor: true });

    expect(visit(undefined)).toBe(true);
    const afterClose = closed(undefined, settings.version, Date.now());
    expect(visit(afterClose)).toBe(false);
    vi.advanceTimersByTime(2 * DAY_MS - 1);
    expect(visit(afterClose)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visit(afterClose)).toBe(true);
  });

  it('signup with showUntilSignup: never again for this version; a new version shows it again', () => {
    const signedUp = submitted(undefined, 3, T0);
    expect(show({ record: signedUp, now: T0 + 365 * DAY_MS })).toBe(false);
    expect(show({ record: signedUp, settings: { version: 4 } })).toBe(true);
    // Closed again under version 4: the version 3 signup does not carry over.
    const closedV4 = closed(signedUp, 4, T0 + DAY_MS);
    expect(closedV4.submitted).toBe(false);
    expect(show({ record: closedV4, settings: { version: 4 }, now: T0 + 8 * DAY_MS })).toBe(true);
  });
});

describe('shouldShowPopup properties', () => {
  const number = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-1, 0, 1, 2, Number.NaN, Infinity, -Infinity, -0));
  const settingsArb = fc.record({
    style: number,
    enableMobile: fc.boolean(),
    version: number,
    showUntilSignup: fc.boolean(),
    displayFrequency: number,
  });
  const recordArb = fc.option(fc.record({ version: number, submitted: fc.boolean(), closedAt: number }), { nil: undefined });
  const inputArb = fc.record({ settings: settingsArb, record: recordArb, now: number, isMobile: fc.boolean(), isVisitor: fc.boolean() });

  it('never throws and always answers a boolean, for any settings and record', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(typeof shouldShowPopup(input)).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('a newer version always shows to a visitor where style and mobile allow', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(inputArb, finite, finite, (input, a, b) => {
        fc.pre(a !== b);
        const [older, newer] = a < b ? [a, b] : [b, a];
        const settings = { ...input.settings, style: POPUP_OVERLAY_STYLE.show, version: newer };
        const stored = { ...(input.record ?? { submitted: true, closedAt: 0 }), version: older };
        expect(shouldShowPopup({ ...input, settings, record: stored, isVisitor: true, isMobile: input.isMobile && settings.enableMobile })).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('nothing shows to a non-visitor, with style none, or on mobile without enableMobile', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(shouldShowPopup({ ...input, isVisitor: false })).toBe(false);
        expect(shouldShowPopup({ ...input, settings: { ...input.settings, style: POPUP_OVERLAY_STYLE.none } })).toBe(false);
        expect(shouldShowPopup({ ...input, isMobile: true, settings: { ...input.settings, enableMobile: false } })).toBe(false);
      }),
    );
  });

  it('once shown again after a close, it stays shown as time goes on (same record)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 2 ** 42 }),
        fc.integer({ min: 0, max: 2 ** 42 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (days, closedAt, now, later) => {
          const input = { settings: { ...SETTINGS, displayFrequency: days }, record: record({ closedAt }), now, isMobile: false, isVisitor: true };
          expect(shouldShowPopup(input)).toBe(now >= closedAt + days * DAY_MS);
          if (shouldShowPopup(input)) expect(shouldShowPopup({ ...input, now: now + later })).toBe(true);
        },
      ),
    );
  });
});
