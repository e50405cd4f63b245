// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compiledOutcome, valuesAround, zodOutcome } from '../../test/schema-equivalence.ts';
import type { Compiled } from '../descriptor/descriptor.ts';
import * as schemas from './schema.ts';
import compiled from './schema.ts?compiled';
import { FULL_PAGE_CONTEXT } from '../../test/full-page-context.ts';

/**
 * The page runs the compiled descriptor (read-page-context.ts); the zod schema is the source of truth.
 * Every input here goes through both: the same context, the same failures, the same fallback paths in
 * the same order.
 */
const { PageContextSchema } = compiled as Compiled<typeof schemas>;
// The zod schema built once, its fallbacks going to the comparison in progress.
let report: (path: string) => void = () => undefined;
const reference = schemas.createPageContextSchema((path) => report(path));
const viaZod = (value: unknown) =>
  zodOutcome(value, (input, sink) => {
    report = sink;
    return reference.safeParse(input);
  });
const viaDescriptor = (value: unknown) => compiledOutcome(PageContextSchema, value);

/** A complete context (the example of docs/markup.md, "Page context"), with a few extra fields. */
const FULL = {
  ...FULL_PAGE_CONTEXT,
  website: { ...FULL_PAGE_CONTEXT.website, timeZone: 'America/Sao_Paulo' },
  newPlatformField: { nested: [1, 2] },
};

/** Every path of FULL down to its leaves, list entries included (googleFonts.0.includeName). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

function withValue(path: readonly string[], value: unknown): unknown {
  const json = structuredClone(FULL) as Record<string, unknown>;
  let target = json;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return json;
}

/** What the existing tests give each field, and more: wrong types, empty values, edge numbers, nesting. */
const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  '',
  'x',
  1,
  1.5,
  2 ** 53 + 2,
  true,
  [],
  [1, 'admin'],
  [{ includeName: 5 }, 7],
  {},
  { value: 'PAID' },
  { id: 'x' },
];

// Thousands of zod parses: ample time on a busy machine.
const SLOW = 60_000;

describe('the compiled page-context schema', () => {
  it.each([
    ['{}', {}],
    ['the full context', FULL],
    [
      'the fixture pages’ context',
      JSON.parse(
        '{"website":{"id":"5f0c1a2b3c4d5e6f7a8b9c0d","identifier":"fixture-site","websiteType":1,"siteStatus":{"value":8},"developerMode":false,"cloneable":false,"baseUrl":"http://127.0.0.1:4173","language":"pt-BR"},"websiteSettings":{},"websiteRoles":[],"authenticatedAccount":null,"pageType":2,"showAnnouncementBar":false,"appDomain":"fixture.test"}',
      ),
    ],
    ['a __proto__ key', JSON.parse('{"__proto__": {"pageType": 3}, "website": {"__proto__": 1}, "pageType": 7}')],
    ['several bad fields', { ...FULL, pageType: 'x', websiteRoles: 'admin', website: { ...FULL.website, baseUrl: 1 } }],
    [
      'web fonts with bad entries',
      {
        ...FULL,
        googleFonts: [{ includeName: 'Roboto:400' }, { includeName: 5 }, { includeName: 'Lato' }],
        typekitFonts: [{ id: 'xyz', variations: 'n4' }, 7],
      },
    ],
    ['a value that is not an object', 'text'],
    ['an array', [{ pageType: 2 }]],
  ])('%s: the same context and fallbacks as zod', (_name, value) => {
    expect(viaDescriptor(value)).toEqual(viaZod(value));
  });

  it(
    'gives every field of the full context every replacement value as zod does',
    () => {
      const paths = pathsOf(FULL);
      expect(paths.length).toBeGreaterThan(60);
      let fallbacks = 0;
      for (const path of paths) {
        for (const replacement of REPLACEMENTS) {
          const value = withValue(path, replacement);
          const zod = viaZod(value);
          expect(viaDescriptor(value), `${path.join('.')} = ${JSON.stringify(replacement)}`).toEqual(zod);
          fallbacks += zod.fallbacks.length;
        }
      }
      // The cases do reach the fallbacks, not only the happy path.
      expect(fallbacks).toBeGreaterThan(500);
    },
    SLOW,
  );

  it(
    'agrees with zod on generated contexts',
    () => {
      let withFallbacks = 0;
      fc.assert(
        fc.property(valuesAround(schemas.PageContextSchema), (value) => {
          const zod = viaZod(value);
          if (zod.fallbacks.length) withFallbacks += 1;
          expect(viaDescriptor(value)).toEqual(zod);
        }),
        { numRuns: 600 },
      );
      expect(withFallbacks).toBeGreaterThan(100);
    },
    SLOW,
  );
});
