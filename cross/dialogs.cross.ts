/**
 * The runtime's modal <dialog>s in Firefox and WebKit: the cart's confirmation (docs/markup.md 6.21,
 * 6.23) and the popup overlay (6.22) keep focus inside and give it back once closed.
 */
import { expect, it } from 'vitest';
import { centerOf, tabTo, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const focusedLabel = (): string | undefined => document.activeElement?.textContent?.trim();
const focusInOpenDialog = (): boolean => document.activeElement?.closest('dialog[open]') !== null;

inEveryEngine((browser) => {
  it('a confirmation: focus on Confirmar, Tab cycles its three buttons, Rejeitar keeps the item and focus goes back', async () => {
    const { page } = await openAsNewVisitor(browser(), '/fixtures/cart-confirm.html');
    await settled(page);
    await waitFor(page, () => document.querySelector('[data-cart-root]')?.getAttribute('data-cart-bundle'), 'mounted');
    await tabTo(page, 'button', 'Remover Camiseta (M)');
    await page.press('Enter');
    await waitFor(page, focusedLabel, 'Confirmar');
    const cycle: (string | undefined)[] = [];
    for (let press = 0; press < 3; press += 1) {
      await page.press('Tab');
      cycle.push(await page.evaluate(focusedLabel));
    }
    expect(cycle).toEqual(['Rejeitar', 'Cancelar', 'Confirmar']);
    await page.press('Tab');
    await page.press('Enter');
    await waitFor(page, () => document.querySelector('[data-cart-status]')?.textContent, 'Camiseta (M) continua no carrinho.');
    expect(await page.evaluate(() => document.querySelector('dialog[open]'))).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim())).toBe(
      'Remover Camiseta (M)',
    );
  });

  it('the popup: focus inside, Tab stays inside, Escape closes it', async () => {
    const { page } = await openAsNewVisitor(browser(), '/fixtures/popup.html');
    await settled(page);
    await waitFor(page, focusInOpenDialog, true);
    await page.press('Tab');
    expect(await page.evaluate(focusInOpenDialog)).toBe(true);
    await page.press('Escape');
    await waitFor(page, () => document.querySelector('dialog[open]') === null, true);
    await expectHtmlBackAfterTeardown(page);
  });

  it('the popup closes by a pointer on Fechar', async () => {
    const { page } = await openAsNewVisitor(browser(), '/fixtures/popup.html');
    await settled(page);
    await waitFor(page, focusInOpenDialog, true);
    const close = await centerOf(page, 'dialog[open] button', 'Fechar');
    await page.click(close.x, close.y);
    await waitFor(page, () => document.querySelector('dialog[open]') === null, true);
  });
});
