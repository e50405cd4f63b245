import fc from 'fast-check';
import type * as z from 'zod/v4/core';
import { type Descriptor, parseDescriptor } from '../platform/descriptor/descriptor.ts';

/**
 * Helpers for the tests that hold a zod schema and its compiled descriptor side by side
 * (src/platform/descriptor): the same inputs must give the same output, the same failures and the
 * same fallback paths.
 */

/** Values that break most rules: wrong types, edge numbers, lone surrogates, prototype names. */
const ODD_VALUES = [
  undefined,
  null,
  '',
  'x',
  '😀',
  '\ud83d',
  '__proto__',
  'constructor',
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 53 + 2,
  NaN,
  Infinity,
  -Infinity,
  true,
  false,
  [],
  [1],
  {},
  { a: 1 },
];

const anything = (): fc.Arbitrary<unknown> => fc.oneof(fc.constantFrom(...ODD_VALUES), fc.jsonValue({ maxDepth: 2 }));

/**
 * Values around a zod schema's shape: mostly what it describes (each key present or not, extra keys,
 * lists of any length), and at every level about one time in `oddOneIn` anything at all.
 */
export function valuesAround(schema: z.$ZodType, oddOneIn = 7): fc.Arbitrary<unknown> {
  const def = schema._zod.def as z.$ZodTypeDef & Record<string, unknown>;
  const inner = () => valuesAround(def.innerType as z.$ZodType, oddOneIn);
  let shaped: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'string':
      // Empty strings and odd numbers come from constants: fast-check's own bias would make them most values.
      shaped = fc.oneof(
        fc.string({ minLength: 1, maxLength: 4 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
        fc.constantFrom('', 'a', '😀', '\ud83d'),
      );
      break;
    case 'number':
      shaped = fc.oneof(
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -0, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, NaN, Infinity),
      );
      break;
    case 'boolean':
      shaped = fc.boolean();
      break;
    case 'enum':
    case 'literal':
      shaped = fc.constantFrom(...(schema._zod.values ?? []));
      break;
    case 'object': {
      const shape = def.shape as Record<string, z.$ZodType>;
      // Each key present or not; a key the schema requires is mostly there, so valid objects come up too.
      const entries = Object.entries(shape).map(([key, field]) =>
        fc.oneof(
          { arbitrary: valuesAround(field, oddOneIn).map((item) => [key, item] as const), weight: field._zod.optin === undefined ? oddOneIn - 1 : 1 },
          { arbitrary: fc.constant(undefined), weight: 1 },
        ),
      );
      const record = fc.tuple(...entries).map((list) => Object.fromEntries(list.filter((entry) => entry !== undefined)));
      const extra = fc.dictionary(
        fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('__proto__', 'constructor', 'toString', ...Object.keys(shape))),
        anything(),
        {
          maxKeys: 2,
        },
      );
      // Extra keys before or after the shape's, and a shape key given twice (the later wins, as in JSON).
      shaped = fc.oneof(
        record,
        fc.tuple(record, extra).map(([known, more]) => ({ ...known, ...more })),
        fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known })),
      );
      break;
    }
    case 'array':
      shaped = fc.array(valuesAround(def.element as z.$ZodType, oddOneIn), { maxLength: 4 });
      break;
    case 'optional':
      shaped = fc.oneof(inner(), fc.constant(undefined));
      break;
    case 'nullable':
      shaped = fc.oneof(inner(), fc.constant(null));
      break;
    case 'default':
    case 'catch':
      shaped = inner();
      break;
    default:
      shaped = anything();
  }
  return fc.oneof({ arbitrary: shaped, weight: oddOneIn - 1 }, { arbitrary: anything(), weight: 1 });
}

/** A zod issue path as the interpreter writes it: `a.b`, list indexes as `[]`. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[]` : text ? `${text}.${String(key)}` : String(key)), '');
}

/** A value written out with its key order and undefined-valued keys, so two outputs compare exactly. */
function exactly(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (Array.isArray(value)) return `[${value.map(exactly).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const prototype = Object.getPrototypeOf(value) === Object.prototype ? '' : '(not a plain object)';
    return `${prototype}{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${exactly(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

type SafeParseResult = { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };

export interface Outcome {
  readonly success: boolean;
  /** The output (exactly()); only compared on success, since zod gives none on failure. */
  readonly output: string | undefined;
  /** The distinct failure paths, in order of first appearance. */
  readonly issues: string[];
  readonly fallbacks: string[];
}

/**
 * `schema.safeParse(value)`, or a parse of your own (the page context's reports its fallbacks
 * through the schema it builds), as an Outcome.
 */
export function zodOutcome(value: unknown, parse: (value: unknown, report: (path: string) => void) => SafeParseResult): Outcome {
  const fallbacks: string[] = [];
  const result = parse(value, (path) => fallbacks.push(path));
  return {
    success: result.success,
    output: result.success ? exactly(result.data) : undefined,
    issues: result.success ? [] : [...new Set(result.error.issues.map((issue) => issuePath(issue.path)))],
    fallbacks,
  };
}

/** The compiled parse of `value`, as an Outcome. */
export function compiledOutcome(descriptor: Descriptor<unknown>, value: unknown): Outcome {
  const fallbacks: string[] = [];
  const { value: output, issues } = parseDescriptor(descriptor, value, (path) => fallbacks.push(path));
  return { success: issues.length === 0, output: issues.length === 0 ? exactly(output) : undefined, issues: [...new Set(issues)], fallbacks };
}
