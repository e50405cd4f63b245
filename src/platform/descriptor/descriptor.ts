import type * as z from 'zod/v4/core';

/**
 * A zod schema compiled at build time (build/schema-compiler.ts) into data, and the small
 * interpreter that parses untrusted JSON with it at run time. zod stays the one source of truth
 * (the rules and the types); the page pays for this interpreter and the data, not for zod.
 *
 * A node:
 * - 's' string, 'n' finite number, 'i' integer (Number.isInteger), 'b' boolean, 'u' anything;
 * - ['m', n] a string of at least n characters (code points, as zod counts);
 * - ['e', values] one of these values (z.enum, z.literal);
 * - ['o', fields, loose] an object: each field is [absent, node], `absent` saying what a missing key
 *   gives (ABSENT below); `loose` 1 keeps the keys the shape does not name (z.looseObject), 0 drops them;
 * - ['a', node] an array; ['?', node] optional; ['N', node] nullable;
 * - ['d', node, value] undefined (or an inner undefined) gives `value` (z._default);
 * - ['c', node, value] a failure inside gives `value` and is reported with its path (z.catch);
 * - ['f', node, value] both with one value, the page context's usual field: z._default(z.catch(node, value), value).
 * A 'd', 'c' or 'f' without its value falls back to what its node makes of {}, nothing reported: an
 * object's default made of its fields' defaults, computed when needed rather than shipped twice.
 */
export type Node =
  | 's'
  | 'n'
  | 'i'
  | 'b'
  | 'u'
  | readonly ['m', number]
  | readonly ['e', readonly unknown[]]
  | readonly ['o', Fields, 0 | 1]
  | readonly ['a' | '?' | 'N', Node]
  | readonly ['d' | 'c' | 'f', Node, unknown?];

type Fields = Readonly<Record<string, readonly [Absent, Node]>>;

/**
 * What a field whose key is missing gives, by zod's rules for object keys (its `optin`/`optout`):
 * 0 a failure ("required"); 1 nothing; 2 nothing if it failed, else its value unless undefined;
 * 3 its failures, and its value unless undefined; 4 its failures, and its value even undefined.
 */
export const ABSENT = { required: 0, omitted: 1, omittedOnFailure: 2, unlessUndefined: 3, always: 4 } as const;
export type Absent = (typeof ABSENT)[keyof typeof ABSENT];

declare const OUTPUT: unique symbol;
/** A compiled schema whose parse gives a T (the zod schema's output type). */
export type Descriptor<T> = Node & { readonly [OUTPUT]?: T };

/** What `import * as compiled from './x.ts?compiled'` holds, typed from the module's zod schemas (`import type * as x`). */
export type Compiled<Module> = {
  readonly [K in keyof Module as Module[K] extends z.$ZodType ? K : never]: Module[K] extends z.$ZodType ? Descriptor<z.output<Module[K]>> : never;
};

export interface Parsed<T> {
  /** zod's output; when `issues` is not empty, what zod would have had before throwing. */
  readonly value: T;
  /** The path of each failure (`a.b`, `list[].c`, '' for the value itself); empty when the value is valid. */
  readonly issues: string[];
}

/**
 * Parses `input` as zod's `schema.safeParse` would: the same output, and a failure exactly when zod
 * fails. Never throws. Each catch that falls back calls `onFallback` with its dotted path
 * (`website.id`, `googleFonts[].includeName`), inner ones first, as the schema's own callbacks do.
 */
export function parseDescriptor<T>(descriptor: Descriptor<T>, input: unknown, onFallback?: (path: string) => void): Parsed<T> {
  const issues: string[] = [];
  // `any`: the descriptor says what each value is; checking that here would be the interpreter's job twice.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = (node: Node, value: any, path: string): any => {
    const start = issues.length;
    const fail = () => (issues.push(path), value);
    if (typeof node == 'string') {
      return node == 'u' ||
        (node == 'i' ? Number.isInteger(value) : node == 'n' ? Number.isFinite(value) : typeof value == (node == 's' ? 'string' : 'boolean'))
        ? value
        : fail();
    }
    const [kind, inner, extra] = node;
    // zod counts code points, as a string's iterator does.
    if (kind == 'm') return typeof value == 'string' && [...value].length >= inner ? value : fail();
    if (kind == 'e') return inner.includes(value) ? value : fail();
    if (kind == '?') return value === undefined ? value : run(inner, value, path);
    if (kind == 'N') return value === null ? value : run(inner, value, path);
    if (kind == 'd' || kind == 'c' || kind == 'f') {
      const fallback = () => (node.length > 2 ? structuredClone(extra) : parseDescriptor(inner, {}).value);
      if (kind != 'c' && value === undefined) return fallback();
      const result = run(inner, value, path);
      if (kind != 'd' && issues.length > start) {
        issues.length = start;
        onFallback?.(path);
        return fallback();
      }
      return result === undefined && kind != 'c' ? fallback() : result;
    }
    if (kind == 'a') return Array.isArray(value) ? Array.from(value, (item) => run(inner, item, `${path}[]`)) : fail();
    // 'o', the one kind left.
    const fields = inner as Fields;
    if (typeof value != 'object' || !value || Array.isArray(value)) return fail();
    const output: Record<string, unknown> = {};
    for (const key in fields) {
      const [absent, field] = fields[key]!;
      const at = path ? `${path}.${key}` : key;
      const before = issues.length;
      const result = run(field, value[key], at);
      if (!(key in value)) {
        if (!absent) {
          if (issues.length == before) issues.push(at);
          continue;
        }
        if (absent < 3 && issues.length > before) {
          issues.length = before;
          continue;
        }
        if (absent < 2 || (result === undefined && absent < 4)) continue;
      }
      output[key] = result;
    }
    // zod never copies a __proto__ key: assigning it would replace the output's prototype.
    if (extra) for (const key in value) if (!Object.hasOwn(fields, key) && key != '__proto__') output[key] = value[key];
    return output;
  };
  return { value: run(descriptor, input, ''), issues };
}
