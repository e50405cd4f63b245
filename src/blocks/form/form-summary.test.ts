import { describe, expect, it } from 'vitest';
import { FormFieldSchema } from './config-schema.ts';
import { summaryEntries } from './form-summary.ts';

const field = (id: string, type: string, title = '', extra: Record<string, unknown> = {}) => FormFieldSchema.parse({ id, type, title, ...extra });

describe('summaryEntries', () => {
  it("shows 'N/D' for every kind of empty value", () => {
    const fields = [
      field('a', 'text', 'Assunto'),
      field('b', 'checkbox', 'Interesses'),
      field('c', 'name', 'Nome'),
      field('d', 'likert', 'Avaliação'),
      field('e', 'email', 'E-mail'),
    ];
    const values = { a: '  ', b: [], c: ['', ''], d: { Atendimento: '', Entrega: '' } };
    expect(summaryEntries(fields, values)).toEqual([
      { title: 'Assunto', text: 'N/D' },
      { title: 'Interesses', text: 'N/D' },
      { title: 'Nome', text: 'N/D' },
      { title: 'Avaliação', text: 'N/D' },
      { title: 'E-mail', text: 'N/D' },
    ]);
  });

  it('puts the currency symbol before the amount', () => {
    expect(summaryEntries([field('v', 'currency', 'Orçamento', { currencySymbol: 'R$' })], { v: '150,00' })).toEqual([
      { title: 'Orçamento', text: 'R$150,00' },
    ]);
  });

  it("shows a likert as 'question: score', an unanswered question as N/D", () => {
    const values = { l: { Atendimento: '5', Entrega: '', Canais: ['E-mail', 'SMS'] } };
    expect(summaryEntries([field('l', 'likert', 'Avaliação')], values)).toEqual([
      { title: 'Avaliação', text: 'Atendimento: 5; Entrega: N/D; Canais: E-mail, SMS' },
    ]);
  });

  it('joins checkbox values with commas and multi-part values with spaces, skipping empty parts', () => {
    const fields = [field('c', 'checkbox', 'Interesses'), field('f', 'phone', 'Telefone'), field('n', 'name', 'Nome')];
    expect(summaryEntries(fields, { c: ['Novidades', 'Eventos'], f: ['', '11', '98765', '4321'], n: ['Ana', 'Silva'] })).toEqual([
      { title: 'Interesses', text: 'Novidades, Eventos' },
      { title: 'Telefone', text: '11 98765 4321' },
      { title: 'Nome', text: 'Ana Silva' },
    ]);
  });

  it('leaves sections, hidden fields and passwords out, keeps page order, titles fall back to the field id', () => {
    const fields = [
      field('s', 'section', 'Preferências'),
      field('t', 'text'),
      field('h', 'hidden', 'Origem'),
      field('p', 'password', 'Senha'),
      field('r', 'radio', 'Contato'),
    ];
    expect(summaryEntries(fields, { t: 'Olá', h: 'instagram', p: 'segredo', r: 'Telefone' })).toEqual([
      { title: 't', text: 'Olá' },
      { title: 'Contato', text: 'Telefone' },
    ]);
  });
});
