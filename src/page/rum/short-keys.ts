import { serializeEvents } from './encoding.ts';
import * as FIELDS from './fields.ts';

/**
 * The short-key map (fields.ts) for those who read performance events by their names: the fixture server,
 * which decodes every records body with it (through src/registry.ts), and the tests. The collector writes
 * the short keys itself and carries none of this.
 */

export type EncodingMap = Readonly<Record<string, string>>;

/**
 * Field name → short key (docs/markup.md "Performance collection" lists them).
 * @internal Exported for the tests, which read and write records by field name.
 */
export const ENCODING_MAP: EncodingMap = { ...FIELDS };

/** The inverse of a valid map; 'Invalid encoding map' when two fields share a short key, a short key is empty or is itself a field name. */
function invert(map: EncodingMap): Map<string, string> {
  const inverse = new Map<string, string>();
  for (const [field, short] of Object.entries(map)) {
    if (typeof short != 'string' || !short || inverse.has(short) || Object.hasOwn(map, short)) throw new Error('Invalid encoding map');
    inverse.set(short, field);
  }
  return inverse;
}

/** Every object key of `value`, at any depth, renamed through `keys` (a key it lacks is kept). */
function rename(value: unknown, keys: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rename(item, keys));
  if (value === null || typeof value != 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [keys.get(key) ?? key, rename(inner, keys)]));
}

/**
 * Events written with their names as the body of POST /api/1/performance/records, in short keys. 'Data is empty' for no event.
 * @internal Exported for the tests, which read and write records by field name.
 */
export function encodeEvents(events: readonly unknown[], map: EncodingMap = ENCODING_MAP): string {
  invert(map);
  return serializeEvents(rename(events, new Map(Object.entries(map))) as unknown[]);
}

/**
 * `value` (a record, a part of one) with its field names back.
 * @internal Exported for the tests, which read and write records by field name.
 */
export const withNames = (value: unknown, map: EncodingMap = ENCODING_MAP): unknown => rename(value, invert(map));

/** The events a records body holds, with their field names back. 'Data is empty' for no event, or a body that is not a list. */
export function decodeEvents(body: unknown, map: EncodingMap = ENCODING_MAP): unknown[] {
  invert(map);
  if (!Array.isArray(body) || !body.length) throw new Error('Data is empty');
  return withNames(body, map) as unknown[];
}
