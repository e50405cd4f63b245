import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeEvents } from './encoding.ts';
import { decodeEvents, ENCODING_MAP, encodeEvents } from './short-keys.ts';

const shortKeys = new Set(Object.values(ENCODING_MAP));
const fieldNames = Object.keys(ENCODING_MAP);

/** JSON values whose objects have the collector's field names, or names no short key takes. */
const { value: anyRecordValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(...fieldNames),
        fc.string().filter((key) => !shortKeys.has(key) && key !== '__proto__'),
      ),
      tie('value'),
      {
        maxKeys: 6,
      },
    ),
  ),
}));

describe('the short-key encoding of performance events', () => {
  it('gives every field a short key of its own, none of them a field name', () => {
    expect(shortKeys.size).toBe(fieldNames.length);
    for (const key of shortKeys) expect(fieldNames).not.toContain(key);
    // The keys are 0, 1, … in base 36, in the order fields.ts adds them: none left out, none taken twice.
    expect(shortKeys).toEqual(new Set(fieldNames.map((_, index) => index.toString(36))));
    expect([ENCODING_MAP['app'], ENCODING_MAP['measureDetail']]).toEqual(['0', (fieldNames.length - 1).toString(36)]);
  });

  it('is the map docs/markup.md lists, pair for pair', () => {
    const docs = readFileSync(resolve(process.cwd(), 'docs/markup.md'), 'utf8');
    const table = docs.slice(docs.indexOf('`app` → `0`'), docs.indexOf('Example: `{"app":"site-runtime"'));
    const pairs = Object.fromEntries([...table.matchAll(/`(\w+)` → `(\w+)`/g)].map(([, field, short]) => [field, short]));
    expect(pairs).toEqual(ENCODING_MAP);
  });

  it('decodes what it encodes, whatever the events hold', () => {
    fc.assert(
      fc.property(fc.array(anyRecordValue, { minLength: 1, maxLength: 5 }), (events) => {
        expect(decodeEvents(JSON.parse(encodeEvents(events)))).toEqual(events);
      }),
    );
  });

  it('writes short keys at every depth and leaves other keys as they are', () => {
    const text = encodeEvents([{ app: 'site-runtime', data: { metrics: { largestContentfulPaint: 812 }, extra: 1 } }]);
    const { app, data, metrics, largestContentfulPaint } = ENCODING_MAP as Record<string, string>;
    expect(JSON.parse(text)).toEqual([{ [app!]: 'site-runtime', [data!]: { [metrics!]: { [largestContentfulPaint!]: 812 }, extra: 1 } }]);
  });

  it("says 'Data is empty' for no event, and a body that is no list of events", () => {
    expect(() => serializeEvents([])).toThrow(new Error('Data is empty'));
    expect(() => encodeEvents([])).toThrow(new Error('Data is empty'));
    expect(() => decodeEvents([])).toThrow(new Error('Data is empty'));
    expect(() => decodeEvents({ a: 1 })).toThrow(new Error('Data is empty'));
  });

  it("says 'Invalid encoding map' for a map that cannot be decoded", () => {
    for (const map of [{ app: 'a', name: 'a' }, { app: '' }, { app: 'name', name: 'n' }, { app: 1 as unknown as string }] as Record<string, string>[]) {
      expect(() => encodeEvents([{ app: 'x' }], map)).toThrow(new Error('Invalid encoding map'));
      expect(() => decodeEvents([{ a: 'x' }], map)).toThrow(new Error('Invalid encoding map'));
    }
  });
});
