// @vitest-environment node
import { runInThisContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ABSENT, parseDescriptor } from '../src/platform/descriptor/descriptor.ts';
import { compiledOutcome, valuesAround, zodOutcome } from '../src/test/schema-equivalence.ts';
import { compileModule, compileSchema, SchemaCompileError, toSource } from './schema-compiler.ts';

describe('compileSchema', () => {
  it.each([
    ['z.string()', z.string(), 's'],
    ['z.string() with z.minLength(2)', z.string().check(z.minLength(2)), ['m', 2]],
    ['z.number()', z.number(), 'n'],
    ['z.number() refined by Number.isInteger', z.number().check(z.refine(Number.isInteger)), 'i'],
    ['z.boolean()', z.boolean(), 'b'],
    ['z.unknown()', z.unknown(), 'u'],
    ['z.enum', z.enum(['left', 'center']), ['e', ['left', 'center']]],
    ['z.literal', z.literal(3), ['e', [3]]],
    ['z.array', z.array(z.string()), ['a', 's']],
    ['z.optional', z.optional(z.string()), ['?', 's']],
    ['z.nullable', z.nullable(z.number()), ['N', 'n']],
    ['z._default', z._default(z.string(), 'x'), ['d', 's', 'x']],
    ['z.catch with a constant', z.catch(z.string(), 'x'), ['c', 's', 'x']],
    ['z.catch with a callback that gives a constant', z.catch(z.boolean(), () => false), ['c', 'b', false]],
    ['z.catch to undefined', z.catch(z.optional(z.string()), undefined), ['c', ['?', 's'], undefined]],
    ['z._default(z.catch(x, v), v)', z._default(z.catch(z.string(), ''), ''), ['f', 's', '']],
    ['z._default(z.catch(x, v), w)', z._default(z.catch(z.string(), ''), 'w'), ['d', ['c', 's', ''], 'w']],
    [
      'an object default made of its fields’ defaults',
      z._default(z.object({ a: z._default(z.string(), 'x') }), { a: 'x' }),
      ['d', ['o', { a: [ABSENT.always, ['d', 's', 'x']] }, 0]],
    ],
    [
      'an object default of its own',
      z._default(z.object({ a: z._default(z.string(), 'x') }), { a: 'y' }),
      ['d', ['o', { a: [4, ['d', 's', 'x']] }, 0], { a: 'y' }],
    ],
    [
      'z.object: each key with its rule for a missing key',
      z.object({
        required: z.string(),
        omitted: z.optional(z.string()),
        unlessUndefined: z.catch(z.string(), 'x'),
        always: z._default(z.string(), 'x'),
      }),
      [
        'o',
        {
          required: [ABSENT.required, 's'],
          omitted: [ABSENT.omitted, ['?', 's']],
          unlessUndefined: [ABSENT.unlessUndefined, ['c', 's', 'x']],
          always: [ABSENT.always, ['d', 's', 'x']],
        },
        0,
      ],
    ],
    ['z.looseObject', z.looseObject({}), ['o', {}, 1]],
    ['z.extend keeps the key order', z.extend(z.looseObject({ a: z.string(), b: z.string() }), { a: z.boolean() }), ['o', { a: [0, 'b'], b: [0, 's'] }, 1]],
  ])('%s', (_name, schema, node) => {
    expect(compileSchema(schema)).toEqual(node);
  });

  it('gives a catch around an optional the rule of an optional: a missing key stays missing', () => {
    const field = z.catch(z.optional(z.string()), 'x');
    expect(compileSchema(z.object({ field }))).toEqual(['o', { field: [ABSENT.omitted, ['c', ['?', 's'], 'x']] }, 0]);
  });

  it.each([
    ['z.int() (it also rejects unsafe integers)', z.int()],
    ['a refine with a function of its own', z.string().check(z.refine((value) => value.length > 2))],
    ['a refine of an object', z.object({ a: z.string() }).check(z.refine(() => true))],
    ['two checks', z.string().check(z.minLength(1), z.maxLength(3))],
    ['z.maxLength', z.string().check(z.maxLength(3))],
    ['a string format', z.email()],
    ['a z.minLength with a `when` of its own', z.string().check(z.minLength(1, { when: () => true }))],
    ['a z.minLength of an array', z.array(z.string()).check(z.minLength(1))],
    ['a coercion', z.coerce.string()],
    ['a union', z.union([z.string(), z.number()])],
    ['a strict object', z.strictObject({ a: z.string() })],
    ['a record', z.record(z.string(), z.string())],
    [
      'a transform',
      z.pipe(
        z.string(),
        z.transform((value) => value.length),
      ),
    ],
    ['a catch that looks at what failed', z.catch(z.string(), (context) => String(context.input))],
    ['a default that changes', z._default(z.number(), () => Math.random())],
    ['a default that is not data', z._default(z.unknown(), () => new Date(0))],
    ['a default of NaN', z._default(z.number(), NaN)],
    ['an optional around a default', z.optional(z._default(z.string(), 'x'))],
  ])('refuses %s', (_name, schema) => {
    expect(() => compileSchema(schema as z.ZodMiniType)).toThrow(SchemaCompileError);
  });

  it('refuses a __proto__ key (zod never reads it)', () => {
    const shape = JSON.parse('{"__proto__": null}') as Record<string, z.ZodMiniType>;
    shape['__proto__'] = z.string();
    expect(Object.keys(shape)).toEqual(['__proto__']);
    expect(() => compileSchema(z.object(shape))).toThrow(/a __proto__ key is not compiled/);
  });

  it('names where a schema cannot be compiled', () => {
    const schema = z.object({ list: z.array(z.object({ id: z.number().check(z.refine(Number.isSafeInteger)) })) });
    expect(() => compileModule({ ConfigSchema: schema, other: 1 }, 'config.ts')).toThrow(
      new SchemaCompileError('config.ts: ConfigSchema.list[].id: a number may have one check, z.refine(Number.isInteger)'),
    );
  });

  it('compiles the zod schemas a module exports, and nothing else', () => {
    expect(compileModule({ A: z.string(), b: 'text', make: () => z.string(), C: z.array(z.boolean()) })).toEqual({ A: 's', C: ['a', 'b'] });
  });
});

describe('toSource', () => {
  it('writes data as JavaScript, undefined included', () => {
    expect(toSource({ a: [1, 'x', null, true], b: undefined, c: { d: -1.5, e: -0 } })).toBe('{"a":[1,"x",null,true],"b":void 0,"c":{"d":-1.5,"e":-0}}');
    expect(runInThisContext(`(${toSource({ b: undefined })})`)).toEqual({ b: undefined });
  });

  it('writes a __proto__ key as a key, not as the prototype', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}}') as object;
    const copy = runInThisContext(`(${toSource(value)})`) as object;
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it.each([[NaN], [Infinity], [new Date(0)], [() => 1], [Symbol('s')], [10n]])('refuses %s', (value) => {
    expect(() => toSource(value)).toThrow(SchemaCompileError);
  });
});

/**
 * Random schemas of everything the compiler takes, built like the page context's (each catch reports
 * its dotted path), and random values around each: zod and the interpreter must agree on all of them.
 */
type Tree =
  | { kind: 'string' | 'number' | 'int' | 'boolean' | 'unknown' }
  | { kind: 'min'; length: number }
  | { kind: 'enum'; values: [string, ...string[]] }
  | { kind: 'object'; loose: boolean; fields: [string, Tree][] }
  | { kind: 'array' | 'optional' | 'nullable'; of: Tree }
  | { kind: 'default' | 'catch' | 'fallback'; of: Tree; value: unknown };

const trees = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Tree>({ kind: 'string' }, { kind: 'number' }, { kind: 'int' }, { kind: 'boolean' }, { kind: 'unknown' }),
    fc.integer({ min: 1, max: 3 }).map((length): Tree => ({ kind: 'min', length })),
    fc
      .uniqueArray(fc.constantFrom('a', 'b', '', 'x'), { minLength: 1, maxLength: 3 })
      .map((values): Tree => ({ kind: 'enum', values: values as [string, ...string[]] })),
    fc
      .record({
        loose: fc.boolean(),
        fields: fc.uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'c', '0', 'constructor'), tie('tree')), { maxLength: 4, selector: ([key]) => key }),
      })
      .map(({ loose, fields }): Tree => ({ kind: 'object', loose, fields })),
    fc.record({ kind: fc.constantFrom('array', 'optional', 'nullable' as const), of: tie('tree') }) as fc.Arbitrary<Tree>,
    fc.record({
      kind: fc.constantFrom('default', 'catch', 'fallback' as const),
      of: tie('tree'),
      value: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined)),
    }) as fc.Arbitrary<Tree>,
  ),
})).tree;

function build(tree: Tree, path: string, report: (path: string) => void): z.ZodMiniType {
  switch (tree.kind) {
    case 'string':
      return z.string();
    case 'number':
      return z.number();
    case 'int':
      return z.number().check(z.refine(Number.isInteger));
    case 'boolean':
      return z.boolean();
    case 'unknown':
      return z.unknown();
    case 'min':
      return z.string().check(z.minLength(tree.length));
    case 'enum':
      return z.enum(tree.values);
    case 'object': {
      const shape = Object.fromEntries(tree.fields.map(([key, field]) => [key, build(field, path ? `${path}.${key}` : key, report)]));
      return tree.loose ? z.looseObject(shape) : z.object(shape);
    }
    case 'array':
      return z.array(build(tree.of, `${path}[]`, report));
    case 'optional': {
      const inner = build(tree.of, path, report);
      // The compiler refuses an optional around a default (zod would run the default on undefined).
      return inner._zod.optin === 'defaulted' ? inner : z.optional(inner);
    }
    case 'nullable':
      return z.nullable(build(tree.of, path, report));
    case 'default':
      return z._default(build(tree.of, path, report), () => structuredClone(tree.value));
    case 'catch':
    case 'fallback': {
      const caught = z.catch(build(tree.of, path, report), () => {
        report(path);
        return structuredClone(tree.value);
      });
      return tree.kind === 'catch' ? caught : z._default(caught, () => structuredClone(tree.value));
    }
  }
}

describe('a compiled schema parses as zod does', () => {
  it('on random schemas and random values', () => {
    let listener: (path: string) => void = () => undefined;
    fc.assert(
      fc.property(
        trees.chain((tree) => {
          const schema = build(tree, '', (path) => listener(path));
          return fc.tuple(fc.constant(schema), fc.array(valuesAround(schema), { minLength: 1, maxLength: 8 }));
        }),
        ([schema, values]) => {
          const descriptor = compileSchema(schema);
          for (const value of values) {
            const zod = zodOutcome(value, (input, report) => {
              listener = report;
              return schema.safeParse(input);
            });
            expect(compiledOutcome(descriptor, value)).toEqual(zod);
          }
        },
      ),
      { numRuns: 800 },
    );
  }, 60_000);

  it('gives fresh fallback values, never the descriptor’s own', () => {
    const descriptor = compileSchema(z._default(z.array(z.string()), ['x']));
    const first = parseDescriptor(descriptor, undefined).value as string[];
    first.push('y');
    expect(parseDescriptor(descriptor, undefined).value).toEqual(['x']);
  });
});
