import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

async function open(page: Page, n: number): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await recordLayoutShifts(page);
  await page.goto(`/examples/chart/${n}.html`);
  await runtimeSettled(page);
  return warnings;
}

/** The boxes of the canvas, the drawing and the table. */
const boxes = (page: Page) =>
  page.locator('[data-block-type="62"]').evaluate((block) =>
    ['[data-chart-canvas]', '[data-chart-canvas] > svg', 'table'].map((selector) => {
      const box = block.querySelector(selector)?.getBoundingClientRect();
      return box && { top: Math.round(box.top), height: Math.round(box.height), width: Math.round(box.width) };
    }),
  );

test.describe('chart block (62): inline SVG from its table', () => {
  test('bars fill the canvas the page had sized, the table stays readable, nothing moves; axe clean; the keyboard passes over the drawing', async ({
    page,
  }) => {
    const warnings = await open(page, 1);
    const svg = page.locator('#block-grafico [data-chart-canvas] > svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.locator('rect')).toHaveCount(4);
    const [canvas, drawing, table] = await boxes(page);
    // 712 px of column at 800 px: 16:9.
    expect(canvas).toEqual({ top: canvas?.top, height: Math.round((712 * 9) / 16), width: 712 });
    expect(drawing).toEqual(canvas);
    expect(table?.top).toBeGreaterThanOrEqual((canvas?.top ?? 0) + (canvas?.height ?? 0));
    await expect(page.getByRole('table', { name: 'Vendas por mês, em unidades' }).getByRole('cell', { name: '1.210' })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
    // Nothing in the drawing takes focus: Tab goes from the page's header to the link after the table.
    await page.locator('header a').last().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Relatório de vendas completo' })).toBeFocused();
    expect(warnings.filter((text) => text.includes('chart block'))).toEqual([]);
  });

  test('lines: one per series, the cells that are not numbers left out with one warning', async ({ page }) => {
    const warnings = await open(page, 2);
    const svg = page.locator('[data-chart-canvas] > svg');
    await expect(svg.locator('path')).toHaveCount(2);
    await expect(svg.locator('circle')).toHaveCount(6);
    await expect(svg.locator('.chart-legend text')).toHaveText(['2024', '2025']);
    expect(warnings.filter((text) => text.includes('chart block'))).toEqual([
      '[site-runtime] chart block #block-grafico-linhas: cells that are not numbers are left out: 3º tri × 2025 ("—"); 4º tri × 2025 ("—")',
    ]);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('pie: a slice per category, the shares in the legend', async ({ page }) => {
    await open(page, 3);
    const svg = page.locator('[data-chart-canvas] > svg');
    await expect(svg.locator('path')).toHaveCount(4);
    await expect(svg.locator('.chart-legend text')).toHaveText(['Busca: 54%', 'Redes sociais: 27%', 'Direto: 13,5%', 'E-mail: 5,5%']);
    expect(await layoutShift(page)).toBe(0);
  });

  test('on a phone the drawing is made at the canvas’s pixels: 14 px text, the legend inside the drawing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, 3);
    const svg = page.locator('[data-chart-canvas] > svg');
    await expect(svg).toHaveAttribute('viewBox', '0 0 342 192');
    const overflow = await svg.evaluate((drawing) => {
      const box = drawing.getBoundingClientRect();
      return [...drawing.querySelectorAll('text')].filter((text) => text.getBoundingClientRect().right > box.right + 0.5).map((text) => text.textContent);
    });
    expect(overflow).toEqual([]);
    expect(
      await svg
        .locator('text')
        .first()
        .evaluate((text) => Math.round(text.getBoundingClientRect().height)),
    ).toBeGreaterThanOrEqual(14);
    expect(await layoutShift(page)).toBe(0);
  });

  test('an unknown chartType keeps the table as it is, with a warning; the rest of the page works', async ({ page }) => {
    const warnings = await open(page, 1);
    // A second chart added later, as a script would: the runtime mounts it.
    await page.locator('main').evaluate((main) => {
      const block = main.querySelector('[data-block-type="62"]')!.cloneNode(true) as HTMLElement;
      block.id = 'block-radar';
      block.setAttribute('data-block-json', '{"chartType":"radar"}');
      block.querySelector('svg')?.remove();
      main.append(block);
    });
    await expect
      .poll(() => warnings.filter((text) => text.includes('#block-radar')))
      .toEqual(['[site-runtime] chart block #block-radar: unknown chartType "radar"; the table stays as it is']);
    await expect(page.locator('#block-radar svg')).toHaveCount(0);
    await expect(page.locator('#block-radar table')).toBeVisible();
    await expect(page.locator('#block-grafico svg rect')).toHaveCount(4);
  });
});
