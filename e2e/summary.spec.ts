import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const RENDERING = '/api/widget/GetWidgetRendering';
const carousel = (page: Page) => page.locator('#block-resumo-carrossel');
const previous = (page: Page) => carousel(page).getByRole('button', { name: 'Item Anterior' });
const next = (page: Page) => carousel(page).getByRole('button', { name: 'Próximo Item' });
const events = (page: Page) => page.locator('#block-resumo-eventos');

/** The titles of the carousel's items wholly inside its strip now. */
const inStrip = (page: Page) =>
  carousel(page)
    .locator('[data-summary-items]')
    .evaluate((list) => {
      const strip = list.getBoundingClientRect();
      return [...list.children]
        .filter((item) => item.getBoundingClientRect().left >= strip.left - 1 && item.getBoundingClientRect().right <= strip.right + 1)
        .map((item) => item.querySelector('h3')?.textContent);
    });

/** The titles of the carousel's items a visitor can reach now (the others are inert). */
const reachableTitles = (page: Page) =>
  carousel(page)
    .locator('article')
    .evaluateAll((items) => items.filter((item) => !(item as HTMLElement).inert).map((item) => item.querySelector('h3')?.textContent));

async function open(page: Page, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await recordLayoutShifts(page);
  await page.goto('/fixtures/summary.html');
  await runtimeSettled(page);
}

test.describe('summary blocks (20, 55)', () => {
  test('every design mounts with no layout shift, the events summary rendered again included, and is axe clean', async ({ page, qa }) => {
    await open(page);
    await expect(events(page).getByRole('heading', { name: 'Oficina de cerâmica' })).toBeVisible();
    const designs = await page
      .locator('[data-summary-ready]')
      .evaluateAll((blocks) => blocks.map((block) => [block.id, block.getAttribute('data-summary-design')]));
    expect(designs).toEqual([
      ['block-resumo', 'list'],
      ['block-resumo-carrossel', 'carousel'],
      ['block-resumo-grade', 'grid'],
      ['block-resumo-mural', 'wall'],
      ['block-resumo-eventos', 'grid'],
    ]);
    // Only the events summary, whose first event ended, is asked for again.
    const calls = await qa.requests({ path: RENDERING });
    expect(calls.map((call) => call.body)).toEqual([
      {
        widgetJSON: JSON.stringify({ type: 55, id: 'block-resumo-eventos', value: { collectionId: '5f0c1a2b3c4d5e6f7a8b9c66', design: 'grid' } }),
        collectionId: '5f0c1a2b3c4d5e6f7a8b9c66',
      },
    ]);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('an events summary whose first event ended shows the upcoming events the platform renders now', async ({ page }) => {
    await open(page);
    await expect(events(page).locator('h3')).toHaveText(['Feira de artesanato', 'Noite de jazz', 'Oficina de cerâmica']);
    await expect(events(page).getByText('Festival de inverno')).toHaveCount(0);
  });

  test("a failed rendering keeps the page's events, with a warning and no overlay", async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
    await qa.fault({ path: RENDERING, method: 'POST', status: 500, body: '{}' });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await open(page);
    await expect
      .poll(() => warnings.find((text) => text.includes('#block-resumo-eventos')))
      .toMatch(/^\[site-runtime\] summary block #block-resumo-eventos: its events could not be updated; the page’s stay/);
    await expect(events(page).locator('h3')).toHaveText(['Festival de inverno', 'Feira de artesanato', 'Noite de jazz']);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('the carousel moves by groups of 3 with its buttons, from the keyboard alone, disabled at the ends', async ({ page }) => {
    await open(page);
    const region = carousel(page).getByRole('region', { name: 'Últimos posts' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(await reachableTitles(page)).toEqual(['Café da manhã na serra', 'Trilha do pico', 'Horta urbana']);
    await expect(previous(page)).toHaveAttribute('aria-disabled', 'true');
    await next(page).focus();
    await page.keyboard.press('Enter');
    await expect(carousel(page).locator('.gallery-live')).toHaveText('4 de 7');
    await expect.poll(() => reachableTitles(page)).toEqual(['Pão de fermentação natural', 'Viagem ao sul', 'Café coado']);
    expect(await inStrip(page)).toEqual(['Pão de fermentação natural', 'Viagem ao sul', 'Café coado']);
    await page.keyboard.press('Space');
    // The strip ends there: the last group shows the two items before it too, and they stay reachable.
    await expect.poll(() => reachableTitles(page)).toEqual(['Viagem ao sul', 'Café coado', 'Mercado municipal']);
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    // Tab from the items goes to the one shown, never into the group scrolled away.
    await previous(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => reachableTitles(page)).toEqual(['Pão de fermentação natural', 'Viagem ao sul', 'Café coado']);
    await carousel(page).getByRole('link', { name: 'Pão de fermentação natural' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).not.toHaveText('Horta urbana');
    expect(await layoutShift(page)).toBe(0);
  });

  test('under 480 px it moves by 2; a swipe settles on the group it leaves in view', async ({ page }) => {
    await open(page, 479);
    expect(await reachableTitles(page)).toEqual(['Café da manhã na serra', 'Trilha do pico']);
    await next(page).click();
    await expect(carousel(page).locator('.gallery-live')).toHaveText('3 de 7');
    await expect.poll(() => reachableTitles(page)).toEqual(['Horta urbana', 'Pão de fermentação natural']);
    // The visitor's own scroll (a swipe), snapped by the browser to the fourth item: the runtime aligns the strip
    // to the nearest group's start, the fifth item's.
    await carousel(page)
      .locator('[data-summary-items]')
      .evaluate((list) =>
        list.scrollTo({ left: (list.children[3] as HTMLElement).offsetLeft - (list.children[0] as HTMLElement).offsetLeft, behavior: 'instant' }),
      );
    await expect.poll(() => reachableTitles(page)).toEqual(['Viagem ao sul', 'Café coado']);
    await expect.poll(() => inStrip(page)).toEqual(['Viagem ao sul', 'Café coado']);
    await next(page).click();
    await expect.poll(() => reachableTitles(page)).toEqual(['Café coado', 'Mercado municipal']);
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  });

  test('under reduced motion the strip jumps to the group', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    // Read in the same task as the press: a smooth scroll would not have moved yet.
    const left = await next(page).evaluate((button) => {
      (button as HTMLButtonElement).click();
      return button.parentElement?.querySelector('[data-summary-items]')?.scrollLeft ?? 0;
    });
    expect(left).toBeGreaterThan(600);
    await expect.poll(() => reachableTitles(page)).toEqual(['Pão de fermentação natural', 'Viagem ao sul', 'Café coado']);
  });
});
