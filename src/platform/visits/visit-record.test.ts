import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatVisitRecord, isValidSessionStamp, nextVisit, parseVisitRecord, type VisitRecord } from './visit-record.ts';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const RECORD: VisitRecord = { id: 'V1stGXR8_Z5jdHi6B-myT', firstVisit: T0, previousVisit: T0 + MINUTE, latestVisit: T0 + 2 * MINUTE, visitCount: 3 };
const RECORD_TEXT = `V1stGXR8_Z5jdHi6B-myT|${T0}|${T0 + MINUTE}|${T0 + 2 * MINUTE}|3`;
const BEYOND_SAFE = '9007199254740992'; // 2^53, the first integer above Number.MAX_SAFE_INTEGER

// --- Reference predicates for spec §5, written without regular expressions ---

const isDigit = (char: string): boolean => char >= '0' && char <= '9';
const isWordCharOrHyphen = (char: string): boolean =>
  isDigit(char) || (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || char === '_' || char === '-';

/** No sign, no leading zero, not 0, digits only, at most Number.MAX_SAFE_INTEGER. */
function referencePositiveInteger(text: string): boolean {
  return text.length > 0 && text[0] !== '0' && text.split('').every(isDigit) && BigInt(text) <= BigInt(Number.MAX_SAFE_INTEGER);
}

function referenceValidRecord(text: string): boolean {
  const parts = text.split('|');
  if (parts.length !== 5) return false;
  const [id = '', ...numbers] = parts;
  return id.length > 0 && id.split('').every(isWordCharOrHyphen) && numbers.every(referencePositiveInteger);
}

// --- Arbitraries ---

const WORD_ALPHABET = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'];
const idArb = fc.string({ unit: fc.constantFrom(...WORD_ALPHABET), minLength: 1, maxLength: 30 });
const positiveSafeArb = fc.bigInt({ min: 1n, max: BigInt(Number.MAX_SAFE_INTEGER) }).map(Number);
const recordArb: fc.Arbitrary<VisitRecord> = fc.record({
  id: idArb,
  firstVisit: positiveSafeArb,
  previousVisit: positiveSafeArb,
  latestVisit: positiveSafeArb,
  visitCount: positiveSafeArb,
});
/** Strings shaped like ss_cvr, valid or nearly so, so that the comparisons meet both answers often. */
const oddTextArb = fc.string({ unit: fc.constantFrom(...'019aZ_-+.,;| é\n'), maxLength: 6 });
const numberLikeArb = fc.oneof(
  { arbitrary: positiveSafeArb.map(String), weight: 12 },
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 }),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
  oddTextArb,
);
const cvrLikeArb = fc
  .tuple(
    fc.oneof({ arbitrary: idArb, weight: 4 }, oddTextArb),
    fc.oneof({ arbitrary: fc.array(numberLikeArb, { minLength: 4, maxLength: 4 }), weight: 3 }, fc.array(numberLikeArb, { maxLength: 6 })),
    fc.constantFrom('|', '|', '|', '|', ',', ';'),
  )
  .map(([id, numbers, separator]) => [id, ...numbers].join(separator));
const anyTextArb = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), { arbitrary: cvrLikeArb, weight: 3 });
const nowArb = fc.bigInt({ min: 1n, max: BigInt(Number.MAX_SAFE_INTEGER) }).map(Number);

/** ss_cvr texts the spec's validity rule rejects, derived from a valid record (one defect each). */
const malformedCvrArb = recordArb.chain((record) => {
  const parts = formatVisitRecord(record).split('|');
  const replacePart = (replacement: fc.Arbitrary<string>): fc.Arbitrary<string> =>
    fc.tuple(fc.integer({ min: 1, max: 4 }), replacement).map(([index, text]) => parts.map((part, i) => (i === index ? text : part)).join('|'));
  const numberAt = fc.integer({ min: 1, max: 4 }).map((index) => parts[index] ?? '');
  return fc.oneof(
    // Wrong number of parts.
    fc.integer({ min: 0, max: 4 }).map((count) => parts.slice(0, count).join('|')),
    fc.array(positiveSafeArb.map(String), { minLength: 1, maxLength: 3 }).map((extra) => [...parts, ...extra].join('|')),
    // A zero, a leading zero, a sign, letters, a fraction, an exponent, huge numbers beyond safe integers.
    replacePart(fc.constant('0')),
    replacePart(numberAt.map((text) => `0${text}`)),
    replacePart(numberAt.map((text) => `-${text}`)),
    replacePart(numberAt.map((text) => `+${text}`)),
    replacePart(fc.tuple(numberAt, fc.constantFrom(...'aZ_x')).map(([text, letter]) => `${text}${letter}`)),
    replacePart(numberAt.map((text) => `${text}.5`)),
    replacePart(fc.constantFrom('1e3', '0x1F', ' 1', '1 ', '')),
    replacePart(fc.bigInt({ min: BigInt(BEYOND_SAFE), max: 10n ** 40n }).map(String)),
    // An empty id, or one with characters other than word characters and hyphens.
    fc.constant(['', ...parts.slice(1)].join('|')),
    fc.constantFrom('.', ' ', '|', 'é', '%', '+').map((char) => [`${parts[0] ?? ''}${char}`, ...parts.slice(1)].join('|')),
    // Other separators.
    fc.constantFrom(',', ';', '/', ':', '||').map((separator) => parts.join(separator)),
  );
});

// --- Tests ---

describe('parseVisitRecord and formatVisitRecord', () => {
  it('reads the five pipe-separated parts: id, first, previous and latest visit, count', () => {
    expect(parseVisitRecord(RECORD_TEXT)).toEqual(RECORD);
    expect(formatVisitRecord(RECORD)).toBe(RECORD_TEXT);
  });

  it.each([
    ['a|1|1|1|1', true],
    ['-|1|2|3|4', true],
    ['_|9007199254740991|1|1|1', true],
    [undefined, false],
    ['', false],
    ['a|1|1|1', false],
    ['a|1|1|1|1|1', false],
    ['a|1|1|1|1|', false],
    ['|1|1|1|1', false],
    ['a b|1|1|1|1', false],
    ['a.b|1|1|1|1', false],
    ['á|1|1|1|1', false],
    ['a|0|1|1|1', false],
    ['a|1|1|1|0', false],
    ['a|01|1|1|1', false],
    ['a|-1|1|1|1', false],
    ['a|+1|1|1|1', false],
    ['a|1a|1|1|1', false],
    ['a|1.5|1|1|1', false],
    ['a|1e3|1|1|1', false],
    ['a| 1|1|1|1', false],
    [`a|${BEYOND_SAFE}|1|1|1`, false],
    ['a,1,1,1,1', false],
    ['a;1;1;1;1', false],
    ['a|1|1|1|1\n', false],
    ['a|١|1|1|1', false],
  ])('%j is valid: %s', (text, valid) => {
    expect(parseVisitRecord(text) !== undefined).toBe(valid);
  });

  it('never throws and accepts exactly what the spec accepts, for any string', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        expect(parseVisitRecord(text) !== undefined).toBe(referenceValidRecord(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives back the same text when it formats what it accepted (the format has one spelling)', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const record = parseVisitRecord(text);
        if (record) expect(formatVisitRecord(record)).toBe(text);
      }),
    );
  });

  it('round-trips every valid record', () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        expect(parseVisitRecord(formatVisitRecord(record))).toEqual(record);
      }),
    );
  });
});

describe('isValidSessionStamp', () => {
  it.each([
    ['1', true],
    [String(T0), true],
    ['9007199254740991', true],
    [undefined, false],
    ['', false],
    ['0', false],
    ['01700000000000', false],
    ['-1', false],
    ['+1', false],
    ['1.0', false],
    ['1e3', false],
    ['12a', false],
    [' 1', false],
    [BEYOND_SAFE, false],
  ])('%j is valid: %s', (text, valid) => {
    expect(isValidSessionStamp(text)).toBe(valid);
  });

  it('accepts exactly the positive safe integers without leading zero, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(anyTextArb, fc.bigInt().map(String), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 })), (text) => {
        expect(isValidSessionStamp(text)).toBe(referencePositiveInteger(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every positive safe integer written by String()', () => {
    fc.assert(fc.property(positiveSafeArb, (value) => isValidSessionStamp(String(value))));
  });
});

describe('nextVisit', () => {
  const NOW = T0 + 60 * MINUTE;

  it('with no ss_cvr: a new record with count 1, first = previous = latest = now, and a new session', () => {
    expect(nextVisit({ cvr: undefined, cvt: undefined, now: NOW, newId: () => 'novo-id' })).toEqual({
      record: { id: 'novo-id', firstVisit: NOW, previousVisit: NOW, latestVisit: NOW, visitCount: 1 },
      cvt: String(NOW),
      newVisit: true,
    });
  });

  it('with an invalid ss_cvr and a valid ss_cvt: a new record all the same', () => {
    const next = nextVisit({ cvr: 'a|0|1|1|1', cvt: String(T0), now: NOW, newId: () => 'novo-id' });
    expect(next).toEqual({ record: { id: 'novo-id', firstVisit: NOW, previousVisit: NOW, latestVisit: NOW, visitCount: 1 }, cvt: String(NOW), newVisit: true });
  });

  it.each([undefined, '', '0', '0123', 'abc', BEYOND_SAFE])(
    'with a valid ss_cvr and ss_cvt %j (session ended): count + 1, previous = old latest, latest = now, same id',
    (cvt) => {
      const newId = vi.fn(() => 'novo-id');
      expect(nextVisit({ cvr: RECORD_TEXT, cvt, now: NOW, newId })).toEqual({
        record: { id: RECORD.id, firstVisit: T0, previousVisit: RECORD.latestVisit, latestVisit: NOW, visitCount: 4 },
        cvt: String(NOW),
        newVisit: true,
      });
      expect(newId).not.toHaveBeenCalled();
    },
  );

  it('with both valid (same session): both unchanged, ss_cvt keeps the session start', () => {
    const newId = vi.fn(() => 'novo-id');
    expect(nextVisit({ cvr: RECORD_TEXT, cvt: String(T0 + 2 * MINUTE), now: NOW, newId })).toEqual({
      record: RECORD,
      cvt: String(T0 + 2 * MINUTE),
      newVisit: false,
    });
    expect(newId).not.toHaveBeenCalled();
  });

  it('keeps the count at the largest safe integer rather than producing an invalid record', () => {
    const record = { ...RECORD, visitCount: Number.MAX_SAFE_INTEGER };
    const next = nextVisit({ cvr: formatVisitRecord(record), cvt: undefined, now: NOW, newId: () => 'novo-id' });
    expect(next.record.visitCount).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseVisitRecord(formatVisitRecord(next.record))).toEqual(next.record);
  });

  it('starts a clean record for every malformed ss_cvr the spec implies', () => {
    fc.assert(
      fc.property(malformedCvrArb, fc.option(positiveSafeArb.map(String), { nil: undefined }), nowArb, (cvr, cvt, now) => {
        expect(parseVisitRecord(cvr)).toBeUndefined();
        expect(nextVisit({ cvr, cvt, now, newId: () => 'novo-id' })).toEqual({
          record: { id: 'novo-id', firstVisit: now, previousVisit: now, latestVisit: now, visitCount: 1 },
          cvt: String(now),
          newVisit: true,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('always yields a valid record and session stamp, whatever the cookies held', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(anyTextArb, recordArb.map(formatVisitRecord))),
        fc.option(fc.oneof(anyTextArb, nowArb.map(String))),
        nowArb,
        (cvr, cvt, now) => {
          const next = nextVisit({ cvr: cvr ?? undefined, cvt: cvt ?? undefined, now, newId: () => 'novo-id' });
          expect(parseVisitRecord(formatVisitRecord(next.record))).toEqual(next.record);
          expect(isValidSessionStamp(next.cvt)).toBe(true);
          expect(next.newVisit).toBe(!(parseVisitRecord(cvr ?? undefined) && isValidSessionStamp(cvt ?? undefined)));
        },
      ),
    );
  });
});
