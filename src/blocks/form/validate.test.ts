import { describe, expect, it } from 'vitest';
import { type FormField, FormFieldSchema } from './config-schema.ts';
import type { FieldValue } from './field-value.ts';
import { validateFields } from './validate.ts';

const REQUIRED = 'Este campo é obrigatório.';
const INVALID_EMAIL = 'E-mail inválido. O endereço de e-mail deve ter o formato nome@exemplo.com.';
const TOO_LONG = 'Você excedeu o limite de caracteres.';
const INVALID_ZIP = 'O CEP (ZIP) dos EUA deve ter exatamente cinco dígitos.';

const field = (type: string, props: Partial<FormField> = {}): FormField => FormFieldSchema.parse({ id: `field-${type}`, type, ...props });
/** The message validateFields gives one field alone, or undefined when it is valid. */
const check = (type: string, value: FieldValue | undefined, props: Partial<FormField> = {}, maxLength?: number): string | undefined =>
  validateFields([{ field: field(type, props), value, maxLength }])[`field-${type}`];
const required = { required: true };

describe('one field: required', () => {
  it.each<[string, FieldValue]>([
    ['text', ''],
    ['text', '   '],
    ['email', ''],
    ['select', ''],
    ['radio', ''],
    ['checkbox', []],
    ['name', ['', '']],
    ['likert', { Atendimento: '', Entrega: '' }],
  ])('an empty required %s gets the required message', (type, value) => {
    expect(check(type, value, required)).toBe(REQUIRED);
  });

  it.each<[string, FieldValue]>([
    ['text', ''],
    ['email', ''],
    ['textarea', ''],
    ['checkbox', []],
    ['address', ['', '', '', '', '', '']],
  ])('an optional empty %s passes', (type, value) => {
    expect(check(type, value, {}, 5)).toBeUndefined();
  });

  it('a filled required field passes', () => {
    expect(check('text', 'Orçamento', required)).toBeUndefined();
    expect(check('checkbox', ['Novidades'], required)).toBeUndefined();
    expect(check('likert', { Atendimento: '5', Entrega: '' }, required)).toBeUndefined();
  });

  it('a field that sends nothing (section) is never in error', () => {
    expect(check('section', undefined, required)).toBeUndefined();
  });
});

describe('one field: required multi-part fields', () => {
  it('name needs First and Last', () => {
    expect(check('name', ['Ana', ''], required)).toBe(REQUIRED);
    expect(check('name', ['', 'Silva'], required)).toBe(REQUIRED);
    expect(check('name', ['Ana', 'Silva'], required)).toBeUndefined();
  });

  it('date needs all three parts', () => {
    expect(check('date', ['12', '25', ''], required)).toBe(REQUIRED);
    expect(check('date', ['12', '25', '2026'], required)).toBeUndefined();
  });

  it('address may leave Line2 empty, not the others', () => {
    expect(check('address', ['Av. Paulista, 1000', '', 'São Paulo', 'SP', '01310-100', 'Brasil'], required)).toBeUndefined();
    expect(check('address', ['Av. Paulista, 1000', 'Apto 12', '', 'SP', '01310-100', 'Brasil'], required)).toBe(REQUIRED);
  });

  it('phone may leave Country empty (a 3-part phone), not the others', () => {
    expect(check('phone', ['', '11', '98765', '4321'], required)).toBeUndefined();
    expect(check('phone', ['+55', '11', '98765', ''], required)).toBe(REQUIRED);
  });

  it('time may leave Second and Ampm empty, not Hour and Minute', () => {
    expect(check('time', ['10', '30', '', ''], required)).toBeUndefined();
    expect(check('time', ['10', ' ', '00', 'PM'], required)).toBe(REQUIRED);
  });

  it('an optional multi-part field may be partly filled', () => {
    expect(check('name', ['Ana', ''])).toBeUndefined();
    expect(check('date', ['12', '', ''])).toBeUndefined();
  });
});

describe('one field: email', () => {
  it('rejects an invalid address with the spec message, the example filled in', () => {
    expect(check('email', 'ana@exemplo', required)).toBe(INVALID_EMAIL);
    expect(check('email', 'ana@exemplo.c')).toBe(INVALID_EMAIL);
  });

  it('accepts a valid address', () => {
    expect(check('email', 'ana@exemplo.com.br', required)).toBeUndefined();
  });

  it('applies only to email fields', () => {
    expect(check('text', 'ana@exemplo')).toBeUndefined();
  });
});

describe('one field: textarea limit', () => {
  it('rejects text beyond the limit', () => {
    expect(check('textarea', 'abcdef', {}, 5)).toBe(TOO_LONG);
    expect(check('textarea', 'abcde', {}, 5)).toBeUndefined();
  });

  it('counts an emoji once', () => {
    expect(check('textarea', '😀😀😀😀😀', {}, 5)).toBeUndefined();
  });

  it('has no limit without one', () => {
    expect(check('textarea', 'a'.repeat(5000))).toBeUndefined();
  });

  it('an empty required textarea gets the required message, not the limit', () => {
    expect(check('textarea', '', required, 5)).toBe(REQUIRED);
  });
});

describe('one field: US ZIP code', () => {
  const address = (zip: string, country: string): FieldValue => ['Rua 1', '', 'Cidade', 'NY', zip, country];

  it('must be exactly five digits in the US', () => {
    expect(check('address', address('10001', 'US'))).toBeUndefined();
    expect(check('address', address('1000', 'US'))).toBe(INVALID_ZIP);
    expect(check('address', address('100011', 'USA'))).toBe(INVALID_ZIP);
    expect(check('address', address('10001-1234', 'United States'))).toBe(INVALID_ZIP);
    expect(check('address', address('1000a', ' Estados Unidos '))).toBe(INVALID_ZIP);
    expect(check('address', address('ABCDE', 'eua'))).toBe(INVALID_ZIP);
  });

  it('does not apply elsewhere', () => {
    expect(check('address', address('01310-100', 'Brasil'))).toBeUndefined();
    expect(check('address', address('1000', ''))).toBeUndefined();
  });

  it('an empty ZIP passes', () => {
    expect(check('address', address('', 'US'))).toBeUndefined();
  });
});

describe('validateFields', () => {
  it('maps the fields in error to their messages, the others left out', () => {
    const errors = validateFields([
      { field: FormFieldSchema.parse({ id: 'nome', type: 'name', required: true }), value: ['Ana', ''] },
      { field: FormFieldSchema.parse({ id: 'email', type: 'email', required: true }), value: 'ana@exemplo.com' },
      { field: FormFieldSchema.parse({ id: 'msg', type: 'textarea' }), value: 'longo demais', maxLength: 5 },
      { field: FormFieldSchema.parse({ id: 'secao', type: 'section', required: true }), value: undefined },
    ]);
    expect(errors).toEqual({ nome: REQUIRED, msg: TOO_LONG });
  });

  it('is empty when every field is valid', () => {
    expect(validateFields([{ field: FormFieldSchema.parse({ id: 'a', type: 'text' }), value: '' }])).toEqual({});
  });
});
