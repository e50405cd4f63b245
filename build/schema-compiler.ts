// Build time: compiles zod schemas into the descriptors src/platform/descriptor/descriptor.ts applies
// at run time. Only what the interpreter reproduces exactly is compiled; anything else is an error
// naming where it is, so a schema can never be compiled into something that parses differently.
import type * as z from 'zod/v4/core';
import { ABSENT, type Absent, type Node, parseDescriptor } from '../src/platform/descriptor/descriptor.ts';

/** Thrown for a schema the interpreter cannot reproduce exactly. */
export class SchemaCompileError extends Error {
  override readonly name = 'SchemaCompileError';
}

type Schema = z.$ZodType;
type CheckDef = { check: string; minimum?: number; fn?: unknown; when?: unknown };
type Check = { _zod: { def: CheckDef; constr: new (def: CheckDef) => Check } };

/**
 * The refinements the interpreter knows, by function identity: `z.number().check(z.refine(Number.isInteger))`
 * is 'i'. (z.int() is not: it also rejects integers beyond Number.MAX_SAFE_INTEGER.)
 */
const NUMBER_REFINEMENTS = new Map<unknown, Node>([[Number.isInteger, 'i']]);

/** Compiles one zod schema; `at` names it in errors. */
export function compileSchema(schema: Schema, at = 'schema'): Node {
  const def = schema._zod.def as z.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []) as unknown as Check[];
  const fail = (why: string): never => {
    throw new SchemaCompileError(`${at}: ${why}`);
  };
  const noChecks = () => {
    if (checks.length)
      fail(`the ${def.type} has checks (${checks.map((check) => check._zod.def.check).join(', ')}), which the interpreter does not apply here`);
  };
  if (def.coerce) fail('coercion is not compiled');
  // z.int(), z.email()…: a format is a check the schema runs on itself, with no entry in def.checks.
  if (schema._zod.traits.has('$ZodCheck') || def.format !== undefined) fail(`a ${def.type} of format ${String(def.format)} is not compiled`);
  const innerType = def.innerType as Schema | undefined;

  switch (def.type) {
    case 'string': {
      if (!checks.length) return 's';
      const [check, ...more] = checks;
      const { check: kind, minimum, when } = check!._zod.def;
      if (more.length || kind !== 'min_length' || typeof minimum !== 'number' || (when && when !== defaultWhen(check!))) {
        return fail('a string may have one check, z.minLength(n)');
      }
      return ['m', minimum];
    }
    case 'number': {
      if (!checks.length) return 'n';
      const [check, ...more] = checks;
      const node = check!._zod.def.check === 'custom' ? NUMBER_REFINEMENTS.get(check!._zod.def.fn) : undefined;
      const custom = check!._zod.def as { path?: unknown[]; abort?: boolean; when?: unknown };
      if (more.length || !node || custom.path?.length || custom.when) return fail('a number may have one check, z.refine(Number.isInteger)');
      return node;
    }
    case 'boolean':
      noChecks();
      return 'b';
    case 'unknown':
    case 'any':
      noChecks();
      return 'u';
    case 'enum':
    case 'literal':
      noChecks();
      return ['e', [...(schema._zod.values ?? fail('no values'))]];
    case 'object': {
      noChecks();
      const shape = def.shape as Record<PropertyKey, Schema>;
      if (Object.getOwnPropertySymbols(shape).length) fail('symbol keys are not compiled');
      const catchall = def.catchall as Schema | undefined;
      let loose: 0 | 1 = 0;
      if (catchall) {
        const type = catchall._zod.def.type;
        if ((type !== 'unknown' && type !== 'any') || catchall._zod.def.checks?.length)
          fail(`a catchall of type ${type} is not compiled (only z.object and z.looseObject)`);
        loose = 1;
      }
      const fields: Record<string, readonly [Absent, Node]> = {};
      for (const key of Object.keys(shape)) {
        if (key === '__proto__') fail('a __proto__ key is not compiled');
        const field = shape[key]!;
        fields[key] = [absentRule(field), compileSchema(field, at === 'schema' ? key : `${at}.${key}`)];
      }
      return ['o', fields, loose];
    }
    case 'array':
      noChecks();
      return ['a', compileSchema(def.element as Schema, `${at}[]`)];
    case 'optional':
      noChecks();
      // zod runs a defaulted inner schema on undefined; the interpreter's optional passes undefined through.
      if (innerType!._zod.optin === 'defaulted') fail('an optional around a default is not compiled');
      return ['?', compileSchema(innerType!, at)];
    case 'nullable':
      noChecks();
      return ['N', compileSchema(innerType!, at)];
    case 'default': {
      noChecks();
      // A function default is called on every parse: it must give the same value every time.
      const value = constant(() => def.defaultValue, fail);
      const inner = compileSchema(innerType!, at);
      // z._default(z.catch(node, value), value): one node, the value once.
      if (typeof inner !== 'string' && inner[0] === 'c' && sameData(fallbackOf(inner), value)) return withFallback('f', inner[1], value);
      return withFallback('d', inner, value);
    }
    case 'catch': {
      noChecks();
      // Called with what failed: a constant only if it does not look at it (two different failures, one value).
      const catchValue = def.catchValue as (context: unknown) => unknown;
      const value = constant(
        (round) =>
          catchValue({ value: round, input: round, issues: [], error: { issues: [{ code: 'custom', path: [round], message: String(round), input: round }] } }),
        fail,
      );
      return withFallback('c', compileSchema(innerType!, at), value);
    }
    default:
      return fail(`a ${def.type} schema is not compiled`);
  }
}

/**
 * A 'd', 'c' or 'f' node; without its value when the value is what the node makes of {} (an
 * object's default made of its fields' defaults), which the interpreter then computes.
 */
function withFallback(kind: 'd' | 'c' | 'f', inner: Node, value: unknown): Node {
  if (typeof value === 'object' && value !== null) {
    const derived = parseDescriptor(inner, {});
    if (!derived.issues.length && sameData(derived.value, value)) return [kind, inner];
  }
  return [kind, inner, value];
}

/** Whether two values are the same plain data (not when either is anything else). */
function sameData(a: unknown, b: unknown): boolean {
  try {
    return toSource(a) === toSource(b);
  } catch {
    return false;
  }
}

/** The value a 'd', 'c' or 'f' node falls back to. */
function fallbackOf(node: readonly ['d' | 'c' | 'f', Node, unknown?]): unknown {
  return node.length > 2 ? node[2] : parseDescriptor(node[1], {}).value;
}

/** Every export of a module that is a zod schema, compiled, by export name. */
export function compileModule(module: Record<string, unknown>, name = 'module'): Record<string, Node> {
  const compiled: Record<string, Node> = {};
  for (const [key, value] of Object.entries(module)) {
    if (isSchema(value)) compiled[key] = compileSchema(value, `${name}: ${key}`);
  }
  return compiled;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema)._zod?.def?.type === 'string';
}

/**
 * zod's own `when` of a check kind (a length check skips values without a length), from a fresh check
 * of the same class: any other `when` is the author's, and could skip the check on a valid string.
 */
function defaultWhen(check: Check): unknown {
  return new check._zod.constr({ check: check._zod.def.check, minimum: 0 })._zod.def.when;
}

/** The interpreter's rule for a missing key, from zod's own optin/optout of the field. */
function absentRule(field: Schema): Absent {
  const { optin, optout } = field._zod;
  if (optin === undefined) return ABSENT.required;
  if (optout === 'optional') return optin === 'optional' ? ABSENT.omitted : ABSENT.omittedOnFailure;
  return optin === 'optional' ? ABSENT.unlessUndefined : ABSENT.always;
}

/** The value `get` gives, checked to be a constant of JSON data (undefined allowed) over two calls. */
function constant(get: (round: number) => unknown, fail: (why: string) => never): unknown {
  const first = get(1);
  const again = get(2);
  const source = toSource(first, fail);
  if (toSource(again, fail) !== source) fail('a default or catch value depends on its input or changes between calls; give a constant');
  return first;
}

/**
 * JavaScript source of a descriptor or constant: JSON, with `void 0` for undefined (a catch may
 * fall back to it). Only plain data: anything else cannot be a constant the page receives as text.
 */
export function toSource(value: unknown, fail: (why: string) => never = failPlain): string {
  if (value === undefined) return 'void 0';
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(`the number ${String(value)} is not compiled`);
    return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => toSource(item, fail)).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // In a literal, "__proto__": x sets the prototype; a computed key ["__proto__"] is a key like any other.
    const entries = Object.entries(value).map(([key, item]) => `${key === '__proto__' ? '["__proto__"]' : JSON.stringify(key)}:${toSource(item, fail)}`);
    return `{${entries.join(',')}}`;
  }
  return fail(`a ${typeof value} value is not compiled`);
}

function failPlain(why: string): never {
  throw new SchemaCompileError(why);
}
