import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FormField, FormFieldSchema } from './config-schema.ts';
import type { FieldSnapshot } from './field-snapshot.ts';
import { fieldValue, isEmptyValue } from './field-value.ts';

const field = (props: { id?: string; type: string } & Partial<FormField>): FormField => FormFieldSchema.parse({ id: 'campo', ...props });

const snapshot = (props: Partial<FieldSnapshot> = {}): FieldSnapshot => ({ parts: {}, choices: [], likert: [], value: '', ...props });

const NO_QUERY = new URLSearchParams();

/** The parts of site-runtime.md §3, written out here so a change in the source's list fails the tests. */
const SPEC_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

describe('fieldValue: multi-part fields give their parts in the spec order', () => {
  it('name: [First, Last]', () => {
    expect(fieldValue(field({ type: 'name' }), snapshot({ parts: { Last: 'Silva', First: 'Ana' } }), NO_QUERY)).toEqual(['Ana', 'Silva']);
  });

  it('phone with the country code: [Country, Areacode, Prefix, Line]', () => {
    const parts = { Line: '4321', Prefix: '98765', Areacode: '11', Country: '+55' };
    expect(fieldValue(field({ type: 'phone' }), snapshot({ parts }), NO_QUERY)).toEqual(['+55', '11', '98765', '4321']);
  });

  it('a 3-part phone gets an empty first element', () => {
    const parts = { Areacode: '11', Prefix: '98765', Line: '4321' };
    expect(fieldValue(field({ type: 'phone' }), snapshot({ parts }), NO_QUERY)).toEqual(['', '11', '98765', '4321']);
  });

  it('address: [Line1, Line2, City, State, Zip, Country]', () => {
    const parts = { Country: 'Brasil', Zip: '01310-100', State: 'SP', City: 'São Paulo', Line2: 'Apto 12', Line1: 'Av. Paulista, 1000' };
    expect(fieldValue(field({ type: 'address' }), snapshot({ parts }), NO_QUERY)).toEqual([
      'Av. Paulista, 1000',
      'Apto 12',
      'São Paulo',
      'SP',
      '01310-100',
      'Brasil',
    ]);
  });

  it('date: [Month, Day, Year]', () => {
    expect(fieldValue(field({ type: 'date' }), snapshot({ parts: { Year: '2026', Day: '25', Month: '12' } }), NO_QUERY)).toEqual(['12', '25', '2026']);
  });

  it('time: [Hour, Minute, Second, Ampm], a missing part as ""', () => {
    expect(fieldValue(field({ type: 'time' }), snapshot({ parts: { Ampm: 'PM', Hour: '10', Minute: '30' } }), NO_QUERY)).toEqual(['10', '30', '', 'PM']);
  });

  it('ignores parts the spec does not name and the single value', () => {
    expect(fieldValue(field({ type: 'name' }), snapshot({ parts: { First: 'Ana', Middle: 'M' }, value: 'x' }), NO_QUERY)).toEqual(['Ana', '']);
  });

  it('property: any multi-part type and any part values give exactly the spec parts, in order', () => {
    const typeArb = fc.constantFrom(...(Object.keys(SPEC_PARTS) as (keyof typeof SPEC_PARTS)[]));
    const partNameArb = fc.constantFrom(
      'First',
      'Last',
      'Country',
      'Areacode',
      'Prefix',
      'Line',
      'Line1',
      'Line2',
      'City',
      'State',
      'Zip',
      'Month',
      'Day',
      'Year',
      'Hour',
      'Minute',
      'Second',
      'Ampm',
      'Other',
    );
    fc.assert(
      fc.property(typeArb, fc.dictionary(partNameArb, fc.string()), fc.string(), (type, parts, value) => {
        const result = fieldValue(field({ type }), snapshot({ parts, value }), NO_QUERY);
        expect(result).toEqual(SPEC_PARTS[type].map((part) => parts[part] ?? ''));
      }),
    );
  });
});

describe('fieldValue: choices', () => {
  const choices = [
    { value: 'Novidades', checked: true },
    { value: 'Promoções', checked: false },
    { value: 'Eventos', checked: true },
  ];

  it('checkbox: the array of ticked values, in page order', () => {
    expect(fieldValue(field({ type: 'checkbox' }), snapshot({ choices }), NO_QUERY)).toEqual(['Novidades', 'Eventos']);
  });

  it('checkbox with nothing ticked: an empty array', () => {
    expect(fieldValue(field({ type: 'checkbox' }), snapshot({ choices: [{ value: 'A', checked: false }] }), NO_QUERY)).toEqual([]);
  });

  it('radio: the single ticked value', () => {
    const radios = [
      { value: 'E-mail', checked: false },
      { value: 'Telefone', checked: true },
    ];
    expect(fieldValue(field({ type: 'radio' }), snapshot({ choices: radios }), NO_QUERY)).toBe('Telefone');
  });

  it('radio with none ticked: ""', () => {
    expect(fieldValue(field({ type: 'radio' }), snapshot({ choices: [{ value: 'E-mail', checked: false }] }), NO_QUERY)).toBe('');
    expect(fieldValue(field({ type: 'radio' }), snapshot(), NO_QUERY)).toBe('');
  });

  it('select: the selected value', () => {
    expect(fieldValue(field({ type: 'select' }), snapshot({ value: 'Rio de Janeiro' }), NO_QUERY)).toBe('Rio de Janeiro');
  });
});

describe('fieldValue: likert', () => {
  it('maps each question to its selected value, "" when unanswered', () => {
    const likert = [
      { question: 'Atendimento', multiple: false, checked: ['5'] },
      { question: 'Entrega', multiple: false, checked: [] },
    ];
    expect(fieldValue(field({ type: 'likert' }), snapshot({ likert }), NO_QUERY)).toEqual({ Atendimento: '5', Entrega: '' });
  });

  it('gives checkbox groups their ticked values as arrays', () => {
    const likert = [
      { question: 'Canais', multiple: true, checked: ['E-mail', 'SMS'] },
      { question: 'Outros', multiple: true, checked: [] },
    ];
    expect(fieldValue(field({ type: 'likert' }), snapshot({ likert }), NO_QUERY)).toEqual({ Canais: ['E-mail', 'SMS'], Outros: [] });
  });

  it('is an empty map without groups', () => {
    expect(fieldValue(field({ type: 'likert' }), snapshot(), NO_QUERY)).toEqual({});
  });
});

describe('fieldValue: hidden', () => {
  const hidden = field({ type: 'hidden', key: 'origem', value: 'site' });

  it('takes the query-string parameter named by key', () => {
    expect(fieldValue(hidden, snapshot({ value: 'no-input' }), new URLSearchParams('origem=instagram&x=1'))).toBe('instagram');
  });

  it('falls back to the default value when the query lacks the parameter', () => {
    expect(fieldValue(hidden, snapshot({ value: 'no-input' }), new URLSearchParams('outro=1'))).toBe('site');
  });

  it('falls back to the input when there is no default value either', () => {
    expect(fieldValue(field({ type: 'hidden', key: 'origem' }), snapshot({ value: 'do-input' }), NO_QUERY)).toBe('do-input');
  });

  it('reads no query parameter without a key', () => {
    expect(fieldValue(field({ type: 'hidden', value: 'site' }), snapshot(), new URLSearchParams('campo=x'))).toBe('site');
  });
});

describe('fieldValue: other types', () => {
  it('section sends nothing', () => {
    expect(fieldValue(field({ type: 'section' }), snapshot({ value: 'x', parts: { First: 'a' } }), NO_QUERY)).toBeUndefined();
  });

  it.each(['text', 'textarea', 'email', 'number', 'website', 'password', 'twitter', 'currency'])('%s sends the input value', (type) => {
    expect(fieldValue(field({ type }), snapshot({ value: '150,00' }), NO_QUERY)).toBe('150,00');
  });

  it('an unknown type sends the input value', () => {
    expect(fieldValue(field({ type: 'rating' }), snapshot({ value: '4' }), NO_QUERY)).toBe('4');
  });

  it('property: reading never throws for arbitrary snapshots, types and queries', () => {
    const typeArb = fc.oneof(
      fc.constantFrom(
        'text',
        'textarea',
        'email',
        'number',
        'website',
        'password',
        'twitter',
        'date',
        'time',
        'name',
        'address',
        'phone',
        'currency',
        'section',
        'radio',
        'checkbox',
        'select',
        'likert',
        'hidden',
      ),
      fc.string(),
    );
    const snapshotArb = fc.record({
      parts: fc.dictionary(fc.string(), fc.string()),
      choices: fc.array(fc.record({ value: fc.string(), checked: fc.boolean() })),
      likert: fc.array(fc.record({ question: fc.string(), multiple: fc.boolean(), checked: fc.array(fc.string()) })),
      value: fc.string(),
    });
    fc.assert(
      fc.property(typeArb, fc.string(), fc.string(), snapshotArb, fc.string(), (type, key, value, snap, query) => {
        const result = fieldValue(field({ type, key, value }), snap, new URLSearchParams(query));
        if (type === 'section') expect(result).toBeUndefined();
        else expect(result).toBeDefined();
      }),
    );
  });
});

describe('isEmptyValue', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['  \n', true],
    ['a', false],
    [[], true],
    [['', ' '], true],
    [['', 'Silva'], false],
    [{}, true],
    [{ Atendimento: '', Canais: [] }, true],
    [{ Atendimento: '', Canais: ['SMS'] }, false],
    [{ Atendimento: '4' }, false],
  ])('%j → %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});
