/**
 * A table cell's number (docs/markup.md 6.15, **chosen here**): plain (`1234.5`, `-3`) or as Brazilian
 * Portuguese writes it (`1.234,5`: a point between groups of three digits, a decimal comma), with an
 * optional sign and spaces around; a cell's `data-value` (a plain number) wins over its text. Anything
 * else (empty, `—`, `12%`, `R$ 3`) is not a number: undefined.
 */
const PLAIN = /^[-+]?(\d+(\.\d+)?|\.\d+)$/;
const GROUPED = /^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const DECIMAL_COMMA = /^[-+]?\d+,\d+$/;

export function parseCellNumber(text: string): number | undefined {
  const value = text.replace(/[\s\u00a0]/g, '');
  // "1.234" is one thousand two hundred and thirty-four here, as a Brazilian reader takes it.
  if (GROUPED.test(value) || DECIMAL_COMMA.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (PLAIN.test(value)) return Number(value);
  return undefined;
}
