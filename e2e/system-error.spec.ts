import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { KEY_PATH, PAGE, SAVE_PATH } from './support/form-page.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/*
 * The system error overlay (site-runtime.md §8, docs/markup.md 6.23), reached from the form's real
 * calls: the data helper shows it for system errors (no reply, an unreadable reply, authorizationFail,
 * cleaned), and the form then adds no message of its own.
 */

const TEXTS = {
  cleaned: 'Something went wrong! Our system hit an error; it was logged and reported automatically',
  connect: 'Could not connect…',
  unparseable: 'Internal error: cannot parse the server response',
  unauthorized: 'Unauthorized request',
};

const overlay = (page: Page) => page.getByRole('alertdialog');
const focusedText = (page: Page): Promise<string | undefined> => page.evaluate(() => document.activeElement?.textContent?.trim());

/** The form with a few typed values, sent from its submit button with the keyboard. */
async function sendFromKeyboard(page: Page): Promise<void> {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await page.locator('#f-text').fill('Orçamento de festa');
  await page.locator('#f-email').fill('ana@exemplo.com.br');
  await page.locator('[name="field-name-first"]').fill('Ana');
  await page.locator('[name="field-name-last"]').fill('Souza');
  await page.getByRole('radio', { name: 'Telefone' }).check();
  await page.locator('button[type="submit"]').focus();
  await page.keyboard.press('Enter');
}

async function expectTypedKept(page: Page): Promise<void> {
  await expect(page.locator('#f-text')).toHaveValue('Orçamento de festa');
  await expect(page.locator('#f-email')).toHaveValue('ana@exemplo.com.br');
  await expect(page.locator('[name="field-name-last"]')).toHaveValue('Souza');
  await expect(page.getByRole('radio', { name: 'Telefone', includeHidden: true })).toBeChecked();
}

test('a dropped save: the connect failure, keyboard-only, focus trapped, Escape gives focus back to the button', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/ERR_EMPTY_RESPONSE|Failed to fetch|ERR_CONNECTION/);
  await qa.fault({ path: SAVE_PATH, drop: true });
  await sendFromKeyboard(page);

  const dialog = overlay(page);
  await expect(dialog).toHaveAccessibleName(TEXTS.connect);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).not.toHaveAttribute('aria-describedby');
  await expect(dialog).toHaveText(`${TEXTS.connect}RecarregarLimpar`);
  // One failure, one message: the form's own live region stays empty.
  await expect(page.locator('.form-live')).toHaveText('');
  await expectAxeClean(page);

  // Focus starts on Recarregar; Tab and Shift+Tab go round the two buttons only.
  await expect(dialog.getByRole('button', { name: 'Recarregar' })).toBeFocused();
  const order: (string | undefined)[] = [];
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    order.push(await focusedText(page));
  }
  expect(order).toEqual(['Limpar', 'Recarregar', 'Limpar', 'Recarregar', 'Limpar']);
  // A click on the backdrop does not let focus out either.
  await page.mouse.click(5, 5);
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Recarregar');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('button[type="submit"]')).toBeFocused();
  await expectTypedKept(page);
});

test('an unreadable success reply: the message with the call’s path and format; Limpar closes it', async ({ page, qa }) => {
  await qa.fault({ path: SAVE_PATH, status: 200, body: '<html>não é JSON</html>' });
  await sendFromKeyboard(page);

  const dialog = overlay(page);
  await expect(dialog).toHaveAccessibleName(TEXTS.unparseable);
  await expect(dialog).toHaveAccessibleDescription(`${SAVE_PATH} json`);
  await expect(dialog).toHaveText(`${TEXTS.unparseable}${SAVE_PATH}jsonRecarregarLimpar`);
  await expect(page.locator('.form-live')).toHaveText('');
  await expectAxeClean(page);

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('button[type="submit"]')).toBeFocused();
  expect(await qa.requests({ path: SAVE_PATH })).toHaveLength(1);
  await expectTypedKept(page);
});

test('authorizationFail on the key call: Unauthorized request with the key call’s path; nothing is saved', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 403/);
  await qa.fault({ path: KEY_PATH, status: 403, body: JSON.stringify({ authorizationFail: true }) });
  await sendFromKeyboard(page);

  const dialog = overlay(page);
  await expect(dialog).toHaveAccessibleName(TEXTS.unauthorized);
  await expect(dialog).toHaveAccessibleDescription(`${KEY_PATH} json`);
  await expect(page.locator('.form-live')).toHaveText('');
  await dialog.getByRole('button', { name: 'Limpar' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await qa.requests({ path: KEY_PATH })).toHaveLength(1);
  expect(await qa.requests({ path: SAVE_PATH })).toEqual([]);
});

test('a failure the platform reported already (cleaned): only the cleaned text, not the server’s', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 500/);
  await qa.fault({ path: SAVE_PATH, status: 500, body: JSON.stringify({ error: 'NullPointerException em FormService.save', cleaned: true }) });
  await sendFromKeyboard(page);

  const dialog = overlay(page);
  await expect(dialog).toHaveAccessibleName(TEXTS.cleaned);
  await expect(dialog).toHaveText(`${TEXTS.cleaned}RecarregarLimpar`);
  await expect(page.getByText('NullPointerException')).toHaveCount(0);
  await expect(page.locator('.form-live')).toHaveText('');
  await expectAxeClean(page);
});

test('Recarregar reloads the page, and the form’s draft brings back what was typed', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/ERR_EMPTY_RESPONSE|Failed to fetch|ERR_CONNECTION/);
  await qa.fault({ path: SAVE_PATH, drop: true });
  await sendFromKeyboard(page);
  await expect(overlay(page)).toHaveAccessibleName(TEXTS.connect);
  const documents = (await qa.requests({ path: PAGE })).length;

  await page.keyboard.press('Enter');
  await expect.poll(async () => (await qa.requests({ path: PAGE })).length).toBe(documents + 1);
  await runtimeSettled(page);
  await expect(overlay(page)).toHaveCount(0);
  await expectTypedKept(page);
});
