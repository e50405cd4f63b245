// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as accordion from '../blocks/accordion/config-schema.ts';
import accordionCompiled from '../blocks/accordion/config-schema.ts?compiled';
import * as button from '../blocks/button/config-schema.ts';
import buttonCompiled from '../blocks/button/config-schema.ts?compiled';
import * as form from '../blocks/form/config-schema.ts';
import formCompiled from '../blocks/form/config-schema.ts?compiled';
import * as menu from '../blocks/menu/config-schema.ts';
import menuCompiled from '../blocks/menu/config-schema.ts?compiled';
import type { Descriptor } from '../platform/descriptor/descriptor.ts';
import { compiledOutcome, valuesAround, zodOutcome } from './schema-equivalence.ts';

/**
 * Each block's data-block-json schema (config-schema.ts) and the descriptor its reader applies
 * (config.ts): the same inputs give the same config, and fail on the same paths.
 */
const MODULES: [string, Record<string, unknown>, unknown][] = [
  ['accordion', accordion, accordionCompiled],
  ['button', button, buttonCompiled],
  ['form', form, formCompiled],
  ['menu', menu, menuCompiled],
];
const SCHEMAS = MODULES.flatMap(([block, module, compiled]) =>
  Object.entries(module)
    .filter((entry): entry is [string, z.ZodMiniType] => typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1])
    .map(([name, schema]) => ({ name: `${block}: ${name}`, schema, descriptor: (compiled as Record<string, Descriptor<unknown>>)[name] })),
);

const FIELD = { id: 'email', type: 'email', title: 'E-mail', required: true, options: ['a'], maxLength: 40, extra: 1 };
/** The configs the block tests use, and their broken variants. */
const CASES: unknown[] = [
  {},
  [],
  null,
  'x',
  { buttonText: 'Ver a loja', clickthroughUrl: '/loja', alignment: 'center', size: 'large', newWindow: false, extra: 1 },
  { clickthroughUrl: '/loja' },
  { buttonText: 'Ver a loja' },
  { buttonText: 'Ver a loja', clickthroughUrl: '/loja', alignment: 'justify' },
  { buttonText: 'Ver a loja', clickthroughUrl: '/loja', size: 'huge' },
  { buttonText: 'Ver a loja', clickthroughUrl: '/loja', newWindow: 'true' },
  { formId: 'form-contato', fields: [FIELD] },
  { formId: '', fields: [FIELD] },
  { formId: 'form-contato' },
  { fields: [] },
  { formId: 5, fields: [{ ...FIELD, id: '' }, { type: 'text' }, 7] },
  { formId: '😀', fields: [{ ...FIELD, options: 'a', maxLength: '4' }] },
];

describe('compiled block configs', () => {
  it('compiles every config schema', () => {
    expect(SCHEMAS.map(({ name }) => name)).toEqual([
      'accordion: AccordionConfigSchema',
      'button: ButtonConfigSchema',
      'form: FormFieldSchema',
      'form: FormConfigSchema',
      'form: FullFormConfigSchema',
      'menu: MenuConfigSchema',
    ]);
    for (const { descriptor } of SCHEMAS) expect(descriptor).toBeDefined();
  });

  describe.each(SCHEMAS)('$name', ({ schema, descriptor }) => {
    const viaZod = (value: unknown) => zodOutcome(value, (input) => schema.safeParse(input));
    const viaDescriptor = (value: unknown) => compiledOutcome(descriptor!, value);

    it('gives the block tests’ configs the same outcome as zod', () => {
      for (const value of CASES) expect(viaDescriptor(value), JSON.stringify(value)).toEqual(viaZod(value));
    });

    it('agrees with zod on generated configs', () => {
      const outcomes = { valid: 0, invalid: 0 };
      fc.assert(
        // A config is valid only when every field is: fewer odd values than for the page context.
        fc.property(valuesAround(schema, 20), (value) => {
          const zod = viaZod(value);
          outcomes[zod.success ? 'valid' : 'invalid'] += 1;
          expect(viaDescriptor(value)).toEqual(zod);
        }),
        { numRuns: 500 },
      );
      // Both sides of the rule are reached.
      expect(outcomes.valid).toBeGreaterThan(20);
      expect(outcomes.invalid).toBeGreaterThan(5);
    }, 60_000);
  });
});
