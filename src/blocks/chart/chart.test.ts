import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { colour, viewFor } from './draw.ts';
import { mount } from './index.ts';
import { parseCellNumber } from './parse-number.ts';
import { readChartData } from './read-chart.ts';

const CHARTS = examples('chart');
const [BAR = '', LINE = '', PIE = ''] = CHARTS.map((chart) => chart.markup);

/** Mounted, the drawing's first render committed (it is a React component). */
async function setup(html: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { block, served, teardown } = await mountBlock({ ...CHARTS[0]!, markup: html });
  const svg = block.querySelector('[data-chart-canvas] > svg');
  return { block, served, destroy: teardown, warn, svg };
}

/** The block's own warnings. */
const warnings = (warn: { mock: { calls: unknown[][] } }): unknown[] =>
  warn.mock.calls.map((call) => call[0]).filter((text) => String(text).startsWith('[site-runtime] chart'));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('parseCellNumber', () => {
  it.each([
    ['120', 120],
    [' -3 ', -3],
    ['1234.5', 1234.5],
    ['12,5', 12.5],
    ['1.210', 1210],
    ['1.234.567,89', 1234567.89],
    ['+7', 7],
    ['1\u00a0234', 1234],
  ])('%j is %d', (text, value) => expect(parseCellNumber(text)).toBe(value));

  it.each(['', '—', '12%', 'R$ 3', '1,2,3', '1.2.3', 'abc', '1e3', 'Infinity'])('%j is not a number', (text) => expect(parseCellNumber(text)).toBeUndefined());

  it('property: a number written as pt-BR writes it reads back as itself', () => {
    const format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(parseCellNumber(format.format(cents / 100).replace('\u2212', '-'))).toBe(cents / 100);
      }),
    );
  });
});

describe('readChartData', () => {
  it('reads series from the header row and one category per body row; non-numbers become gaps, listed', () => {
    document.body.innerHTML = LINE;
    expect(readChartData(document.querySelector('table')!)).toEqual({
      labels: ['1º tri', '2º tri', '3º tri', '4º tri'],
      series: [
        { name: '2024', values: [12.5, 10, 13, 18] },
        { name: '2025', values: [14, 15.5, null, null] },
      ],
      skipped: ['3º tri × 2025 ("—")', '4º tri × 2025 ("—")'],
    });
  });

  it('without a thead, the first row names the series; data-value wins over the text', () => {
    document.body.innerHTML = '<table><tr><td>Mês</td><td>A</td></tr><tr><td>Jan</td><td data-value="1.5">um e meio</td></tr></table>';
    expect(readChartData(document.querySelector('table')!)).toEqual({ labels: ['Jan'], series: [{ name: 'A', values: [1.5] }], skipped: [] });
  });
});

describe('chart block (62)', () => {
  it('draws bars in the canvas as an aria-hidden SVG, one per value, and leaves the table as it was', async () => {
    const table = () => document.querySelector('table')!.outerHTML;
    document.body.innerHTML = BAR;
    const before = table();
    const { svg, warn } = await setup(BAR);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 640 360');
    expect(svg?.getAttribute('data-chart-type')).toBe('bar');
    const rects = [...svg!.querySelectorAll('rect')];
    expect(rects).toHaveLength(4);
    expect(rects.every((rect) => rect.getAttribute('fill') === colour(0))).toBe(true);
    // April's 1.210 (pt-BR) is the tallest.
    const heights = rects.map((rect) => Number(rect.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[3]);
    expect([...svg!.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['0', '500', '1.000', '1.500', 'Jan', 'Fev', 'Mar', 'Abr']);
    expect(table()).toBe(before);
    expect(warnings(warn)).toEqual([]);
  });

  it('draws a line per series with a legend; non-numeric cells are skipped with one warning', async () => {
    const { svg, warn } = await setup(LINE);
    const paths = [...svg!.querySelectorAll('path')];
    expect(paths.map((path) => path.getAttribute('stroke'))).toEqual([colour(0), colour(1)]);
    // 2025 has two values: one segment, not bridged to the gaps.
    expect(paths[1]?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
    expect(svg!.querySelectorAll('circle')).toHaveLength(6);
    expect([...svg!.querySelectorAll('.chart-legend text')].map((text) => text.textContent)).toEqual(['2024', '2025']);
    expect(warnings(warn)).toEqual([
      '[site-runtime] chart block #block-grafico-linhas: cells that are not numbers are left out: 3º tri × 2025 ("—"); 4º tri × 2025 ("—")',
    ]);
  });

  it('draws a pie of the first series with each category’s share in the legend', async () => {
    const { svg } = await setup(PIE);
    expect(svg!.querySelectorAll('path')).toHaveLength(4);
    expect([...svg!.querySelectorAll('.chart-legend text')].map((text) => text.textContent)).toEqual([
      'Busca: 54%',
      'Redes sociais: 27%',
      'Direto: 13,5%',
      'E-mail: 5,5%',
    ]);
  });

  it('a pie leaves out values of 0 or less, with a warning', async () => {
    const { svg, warn } = await setup(PIE.replace('<td>135</td>', '<td>0</td>').replace('<td>55</td>', '<td>-5</td>'));
    expect(svg!.querySelectorAll('path')).toHaveLength(2);
    expect(warnings(warn)).toEqual(['[site-runtime] chart block #block-grafico-pizza: values of 0 or less have no slice in a pie']);
  });

  it.each([
    ['an unknown chartType', BAR.replace('"bar"', '"radar"'), 'unknown chartType "radar"; the table stays as it is'],
    ['a table without numbers', BAR.replace(/<td>[^<]*<\/td>/g, '<td>—</td>'), 'no number to draw; the table stays'],
  ])('%s draws nothing and warns; the block stays as its HTML', async (_case, html, message) => {
    const { served, svg, warn } = await setup(html);
    expect(svg).toBeNull();
    expect(document.body.innerHTML).toBe(served);
    expect(warnings(warn).at(-1)).toBe(`[site-runtime] chart block #block-grafico: ${message}`);
  });

  it('draws at the canvas’s own size from 320 to 640 px wide, with its ratio, scaled beyond', async () => {
    expect(viewFor({ width: 342, height: 192.375 })).toEqual({ width: 342, height: 192 });
    expect(viewFor({ width: 712, height: 400.5 })).toEqual({ width: 640, height: 360 });
    expect(viewFor({ width: 200, height: 100 })).toEqual({ width: 320, height: 160 });
    expect(viewFor({ width: 0, height: 0 })).toEqual({ width: 640, height: 360 });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 342, 192.375));
    const { svg } = await setup(PIE);
    expect(svg?.getAttribute('viewBox')).toBe('0 0 342 192');
  });

  it('shortens a legend entry that runs past the drawing with an ellipsis before the drawing is shown; the table keeps the whole label', async () => {
    // Text 8 units a character wide.
    vi.spyOn(SVGTextElement.prototype, 'getComputedTextLength').mockImplementation(function (this: SVGTextElement) {
      return (this.textContent ?? '').length * 8;
    });
    const label = 'Redes sociais, fóruns, grupos de mensagens e outros sites';
    const { block, served, svg, destroy } = await setup(PIE.replace('Redes sociais', label));
    const legend = [...svg!.querySelectorAll('.chart-legend text')].map((text) => text.textContent ?? '');
    // The pie's legend text starts at 314 of 640 units: 322 to the edge and its margin, 40 characters.
    expect(legend[1]).toMatch(/…$/);
    expect(legend[1]?.length).toBeLessThanOrEqual(40);
    expect(legend[1]?.length).toBeGreaterThan(35);
    expect(`${label}: 27%`.startsWith(legend[1]?.slice(0, -1) ?? '-')).toBe(true);
    expect([legend[0], ...legend.slice(2)]).toEqual(['Busca: 54%', 'Direto: 13,5%', 'E-mail: 5,5%']);
    expect(block.querySelector('table')?.textContent).toContain(label);
    destroy();
    expect(document.body.innerHTML).toBe(served);
  });

  it('a missing canvas or table is a markup error (the core keeps the HTML)', () => {
    document.body.innerHTML = BAR.replace('<div data-chart-canvas></div>', '');
    expect(() => mount(document.querySelector<HTMLElement>('[data-block-type="62"]')!, coreContext())).toThrow(MarkupError);
    document.body.innerHTML = BAR.replace('data-chart-data', '');
    expect(() => mount(document.querySelector<HTMLElement>('[data-block-type="62"]')!, coreContext())).toThrow(MarkupError);
  });

  it('destroy takes the drawing away: the HTML as it was', async () => {
    const { served, destroy } = await setup(BAR);
    destroy();
    expect(document.body.innerHTML).toBe(served);
  });
});
