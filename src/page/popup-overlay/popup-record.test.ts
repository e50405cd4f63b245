import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_RECORD_KEY_PREFIX } from '../../shared/markers.ts';
import { closed, popupRecordKey, readPopupRecord, submitted, writePopupRecord, type PopupRecord } from './popup-record.ts';

const KEY = popupRecordKey('loja-da-ana');
const T0 = Date.UTC(2024, 0, 15, 12, 0, 0);
const RECORD: PopupRecord = { version: 3, submitted: false, closedAt: T0 };

/** A storage holding exactly one raw value under KEY. */
const holding = (raw: string | null): Pick<Storage, 'getItem'> => ({ getItem: (key) => (key === KEY ? raw : null) });

const throwing = (): Storage => {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
};

beforeEach(() => {
  localStorage.clear();
});

describe('storage key', () => {
  it('is per site: ss-popup-overlay:{identifier}', () => {
    expect(POPUP_RECORD_KEY_PREFIX).toBe('ss-popup-overlay:');
    expect(popupRecordKey('loja-da-ana')).toBe('ss-popup-overlay:loja-da-ana');
    expect(popupRecordKey('outra')).not.toBe(popupRecordKey('loja-da-ana'));
  });
});

describe('readPopupRecord / writePopupRecord', () => {
  it('round trip through localStorage, as JSON with dates in epoch milliseconds', () => {
    expect(writePopupRecord(localStorage, KEY, RECORD)).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ version: 3, submitted: false, closedAt: T0 });
    expect(readPopupRecord(localStorage, KEY)).toEqual(RECORD);
  });

  it('keeps one record per site', () => {
    writePopupRecord(localStorage, popupRecordKey('a'), { ...RECORD, version: 1 });
    writePopupRecord(localStorage, popupRecordKey('b'), { ...RECORD, version: 2 });
    expect(readPopupRecord(localStorage, popupRecordKey('a'))?.version).toBe(1);
    expect(readPopupRecord(localStorage, popupRecordKey('b'))?.version).toBe(2);
  });

  it('no record → undefined', () => {
    expect(readPopupRecord(localStorage, KEY)).toBeUndefined();
    expect(readPopupRecord(holding(null), KEY)).toBeUndefined();
    expect(readPopupRecord(undefined, KEY)).toBeUndefined();
  });

  it.each(['', '{', 'undefined', "{'version':1}", '{"version":1,}', 'NaN', '\u0000'])('malformed JSON %j → undefined', (raw) => {
    expect(readPopupRecord(holding(raw), KEY)).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['a number', 3],
    ['a string', 'closed'],
    ['an array', [3, true, T0]],
    ['an empty object', {}],
    ['a missing version', { submitted: false, closedAt: T0 }],
    ['a missing submitted', { version: 3, closedAt: T0 }],
    ['a missing closed date', { version: 3, submitted: false }],
    ['a string version', { version: '3', submitted: false, closedAt: T0 }],
    ['a null version', { version: null, submitted: false, closedAt: T0 }],
    ['a string submitted', { version: 3, submitted: 'true', closedAt: T0 }],
    ['a numeric submitted', { version: 3, submitted: 1, closedAt: T0 }],
    ['a date string', { version: 3, submitted: false, closedAt: '2024-01-15T12:00:00Z' }],
    ['a fractional date', { version: 3, submitted: false, closedAt: T0 + 0.5 }],
    ['a negative date', { version: 3, submitted: false, closedAt: -1 }],
    ['a null date', { version: 3, submitted: false, closedAt: null }],
    ['an unsafe integer date', { version: 3, submitted: false, closedAt: 2 ** 60 }],
  ])('a record with %s → undefined', (_label, value) => {
    expect(readPopupRecord(holding(JSON.stringify(value)), KEY)).toBeUndefined();
  });

  it('an infinite number from JSON (1e999) → undefined', () => {
    expect(readPopupRecord(holding(`{"version":1e999,"submitted":false,"closedAt":${T0}}`), KEY)).toBeUndefined();
    expect(readPopupRecord(holding(`{"version":3,"submitted":false,"closedAt":1e999}`), KEY)).toBeUndefined();
  });

  it('drops fields it does not know (a newer runtime may add some) and keeps the record', () => {
    const raw = `{"version":3,"submitted":false,"closedAt":${T0},"shownCount":4,"__proto__":{"polluted":true}}`;
    const read = readPopupRecord(holding(raw), KEY);
    expect(read).toEqual(RECORD);
    expect(read).not.toHaveProperty('shownCount');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a storage that throws (Safari private mode, blocked storage) → undefined / false, never an exception', () => {
    expect(readPopupRecord(throwing(), KEY)).toBeUndefined();
    expect(writePopupRecord(throwing(), KEY, RECORD)).toBe(false);
  });

  it('a full storage (QuotaExceededError) → false', () => {
    const setItem = vi.fn(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writePopupRecord({ setItem }, KEY, RECORD)).toBe(false);
    expect(setItem).toHaveBeenCalledOnce();
  });

  it('a getItem answering something other than a string → undefined', () => {
    const odd = { getItem: () => ({ version: 3, submitted: false, closedAt: T0 }) } as unknown as Pick<Storage, 'getItem'>;
    expect(readPopupRecord(odd, KEY)).toBeUndefined();
  });

  it('no storage → false', () => {
    expect(writePopupRecord(undefined, KEY, RECORD)).toBe(false);
  });

  it('does not write a record that would not read back', () => {
    const setItem = vi.fn();
    expect(writePopupRecord({ setItem }, KEY, { ...RECORD, version: Number.NaN })).toBe(false);
    expect(writePopupRecord({ setItem }, KEY, { ...RECORD, closedAt: -5 })).toBe(false);
    expect(writePopupRecord({ setItem }, KEY, { ...RECORD, closedAt: Number.POSITIVE_INFINITY })).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe('closed / submitted', () => {
  it('closing with no record: the current version, not submitted, closed now', () => {
    expect(closed(undefined, 3, T0)).toEqual({ version: 3, submitted: false, closedAt: T0 });
  });

  it('closing again keeps a signup of the same version and moves the closed date', () => {
    const signedUp = submitted(undefined, 3, T0);
    expect(closed(signedUp, 3, T0 + 1000)).toEqual({ version: 3, submitted: true, closedAt: T0 + 1000 });
  });

  it('closing under another version drops the old signup', () => {
    const signedUp = submitted(undefined, 2, T0);
    expect(closed(signedUp, 3, T0 + 1000)).toEqual({ version: 3, submitted: false, closedAt: T0 + 1000 });
    expect(closed(submitted(undefined, 4, T0), 3, T0 + 1000).submitted).toBe(false);
  });

  it('a signup: the current version, submitted, closed at the signup time', () => {
    expect(submitted(undefined, 3, T0)).toEqual({ version: 3, submitted: true, closedAt: T0 });
    expect(submitted({ version: 1, submitted: false, closedAt: 5 }, 3, T0)).toEqual({ version: 3, submitted: true, closedAt: T0 });
  });

  it('dates are whole milliseconds', () => {
    expect(closed(undefined, 3, T0 + 0.75).closedAt).toBe(T0);
    expect(submitted(undefined, 3, T0 + 0.75).closedAt).toBe(T0);
  });

  it('the records they make round trip through storage', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ version: fc.double({ noNaN: true, noDefaultInfinity: true }), submitted: fc.boolean(), closedAt: fc.nat() }), { nil: undefined }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.boolean(),
        (previous, version, now, isSignup) => {
          const next = (isSignup ? submitted : closed)(previous, version, now);
          const store = new Map<string, string>();
          const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
          expect(writePopupRecord(storage, KEY, next)).toBe(true);
          // -0 becomes 0 through JSON; everything else comes back as written.
          expect(readPopupRecord(storage, KEY)).toEqual({ ...next, version: next.version === 0 ? 0 : next.version });
        },
      ),
    );
  });
});

describe('readPopupRecord properties', () => {
  it('never throws and gives a valid record or undefined, whatever is stored', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.record({ version: fc.anything(), submitted: fc.anything(), closedAt: fc.anything() }, { requiredKeys: [] }).map((value) => {
        try {
          return JSON.stringify(value) ?? 'undefined';
        } catch {
          return '{';
        }
      }),
    );
    fc.assert(
      fc.property(raw, (value) => {
        const read = readPopupRecord(holding(value), KEY);
        if (read !== undefined) {
          expect(Object.keys(read).sort()).toEqual(['closedAt', 'submitted', 'version']);
          expect(Number.isFinite(read.version)).toBe(true);
          expect(typeof read.submitted).toBe('boolean');
          expect(Number.isSafeInteger(read.closedAt) && read.closedAt >= 0).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
