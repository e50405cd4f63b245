// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCls, formatCount, formatKb, formatMs, formatRatio, formatTable, MISSING } from './table.ts';

describe('formatTable', () => {
  it('pads each column to its widest cell, figures to the right', () => {
    const text = formatTable(
      'Bytes',
      [{ header: 'page' }, { header: 'JS br', align: 'right' }],
      [
        ['accordion', '5.1'],
        ['no-blocks', '11.9'],
      ],
    );
    expect(text.split('\n')).toEqual(['Bytes', 'page       JS br', '---------  -----', 'accordion    5.1', 'no-blocks   11.9']);
  });

  it('leaves a short row blank, with no trailing spaces', () => {
    expect(formatTable('T', [{ header: 'a' }, { header: 'b' }], [['x']]).split('\n')[3]).toBe('x');
  });
});

describe('number formats', () => {
  it('rounds milliseconds, kilobytes, ratios, counts and CLS', () => {
    expect(formatMs(1234.5)).toBe('1235');
    expect(formatKb(11904)).toBe('11.9');
    expect(formatRatio(2.254)).toBe('2.25x');
    expect(formatCount(2.5)).toBe('2.5');
    expect(formatCount(3)).toBe('3');
    expect(formatCls(0.14321)).toBe('0.143');
  });

  it('shows a missing figure as a dash', () => {
    for (const format of [formatMs, formatKb, formatRatio, formatCount, formatCls]) expect(format(undefined)).toBe(MISSING);
  });
});
