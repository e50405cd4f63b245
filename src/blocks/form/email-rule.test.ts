import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT_EXAMPLE, isValidEmail } from './email-rule.ts';

const localCharArb = fc.constantFrom(...'abcxyzABC0189._+-%');
const labelCharArb = fc.constantFrom(...'abcxyzABC0189-_');
const alnumArb = fc.constantFrom(...'abcdefxyzABCXYZ0123456789');
const labelArb = fc.string({ unit: labelCharArb, minLength: 1, maxLength: 12 });
const tldArb = (minLength: number, maxLength: number) => fc.string({ unit: alnumArb, minLength, maxLength });

/** local@label(.label)*.tld, as the spec's shape with a top-level part of the given length. */
const addressArb = (tld: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ unit: localCharArb, minLength: 1, maxLength: 40 }), fc.array(labelArb, { minLength: 1, maxLength: 3 }), tld)
    .map(([local, labels, top]) => `${local}@${[...labels, top].join('.')}`);

describe('isValidEmail: examples', () => {
  it.each(['ana@exemplo.com', 'ana.silva+loja@mail.exemplo.com.br', 'x@y.io', 'contato@loja.info', 'A@B.CO', 'a@b.c0m', EMAIL_FORMAT_EXAMPLE])(
    'accepts %s',
    (address) => expect(isValidEmail(address)).toBe(true),
  );

  it.each([
    ['', 'empty'],
    ['ab', 'shorter than 3'],
    ['anaexemplo.com', 'no @'],
    ['ana@exemplo', 'no top-level part'],
    ['ana@exemplo.c', 'a 1-character top-level part'],
    ['ana@exemplo.comes', 'a 5-character top-level part'],
    ['ana@exemplo.museum', 'a 6-character top-level part'],
    ['ana@exemplo.co-m', 'a top-level part that is not alphanumeric'],
    ['ana@exemplo.com.', 'a trailing dot'],
    ['ana@@exemplo.com', 'two @'],
    ['ana@ex@emplo.com', 'an @ in the domain'],
    ['@exemplo.com', 'no local part'],
    ['ana@.com', 'an empty domain label'],
    ['ana@exemplo..com', 'an empty label between dots'],
    ['ana silva@exemplo.com', 'a space'],
    ['ana@exemplo.com ', 'a trailing space'],
    ['ana@exem\tplo.com', 'a tab'],
  ])('rejects %j (%s)', (address) => expect(isValidEmail(address)).toBe(false));

  it('accepts 256 characters and rejects 257', () => {
    const ofLength = (length: number) => `${'a'.repeat(length - '@exemplo.com'.length)}@exemplo.com`;
    expect(ofLength(256)).toHaveLength(256);
    expect(isValidEmail(ofLength(256))).toBe(true);
    expect(isValidEmail(ofLength(257))).toBe(false);
  });
});

describe('isValidEmail: properties', () => {
  it('accepts any address of the shape with a top-level part of 2 to 4 alphanumerics, up to 256 characters', () => {
    fc.assert(
      fc.property(addressArb(tldArb(2, 4)), (address) => {
        fc.pre(address.length <= 256);
        expect(isValidEmail(address)).toBe(true);
      }),
    );
  });

  it('rejects a top-level part of 1 or of 5 and more characters', () => {
    fc.assert(
      fc.property(addressArb(fc.oneof(tldArb(1, 1), tldArb(5, 12))), (address) => {
        expect(isValidEmail(address)).toBe(false);
      }),
    );
  });

  it('rejects any address with whitespace in it', () => {
    const whitespaceArb = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003');
    fc.assert(
      fc.property(addressArb(tldArb(2, 4)), fc.nat(), whitespaceArb, (address, at, space) => {
        const index = at % (address.length + 1);
        expect(isValidEmail(`${address.slice(0, index)}${space}${address.slice(index)}`)).toBe(false);
      }),
    );
  });

  it('rejects anything longer than 256 characters', () => {
    const longArb = fc.oneof(
      fc.string({ minLength: 257, maxLength: 400 }),
      fc.tuple(fc.integer({ min: 257, max: 600 }), tldArb(2, 4)).map(([length, tld]) => {
        const domain = `@exemplo.${tld}`;
        return `${'a'.repeat(length - domain.length)}${domain}`;
      }),
    );
    fc.assert(
      fc.property(longArb, (address) => {
        expect(isValidEmail(address)).toBe(false);
      }),
    );
  });
});
