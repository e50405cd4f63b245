import { expectAxeClean } from './support/axe.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PAGE = '/fixtures/form-bad-config.html';

test('a form with malformed config stays usable, keeps what was typed and stays on the page; the newsletter beside it works', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/^Could not render form\b/);
  await page.goto(PAGE);
  await runtimeSettled(page);
  await expect.poll(() => consoleErrors.messages.filter((message) => message.startsWith('Could not render form'))).toHaveLength(1);

  const broken = page.locator('#block-quebrado');
  const subject = broken.getByLabel('Assunto');
  const message = broken.getByLabel('Mensagem');
  await subject.fill('Pedido 123');
  await message.fill('Chegou quebrado.\nPodem trocar?');
  await expect(subject).toBeEditable();
  await broken.getByRole('button', { name: 'Enviar' }).click();

  const error = broken.locator('.form-error');
  await expect(error).toHaveText('Erro desconhecido, tente novamente mais tarde.');
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(new RegExp(`${PAGE.replaceAll('.', '\\.')}$`));
  await expect(subject).toHaveValue('Pedido 123');
  await expect(message).toHaveValue('Chegou quebrado.\nPodem trocar?');
  await expectAxeClean(page);

  // Enter in a field submits the same way: still here, one message, nothing lost.
  await subject.press('Enter');
  await expect(error).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`${PAGE.replaceAll('.', '\\.')}$`));
  await expect(subject).toHaveValue('Pedido 123');

  // The browser's own submission never happened, and the broken form called no form endpoint.
  expect(await qa.requests({ path: PAGE, method: 'POST' })).toEqual([]);
  expect(await qa.requests({ path: PAGE, method: 'GET' })).toHaveLength(1);
  expect(await qa.requests({ path: '/api/form/*' })).toEqual([]);

  // Ops see why.
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data.block), { timeout: 5000 }).toEqual(['block-quebrado']);
  const [report] = await qa.errorReports();
  expect(report?.data).toMatchObject({ feature: 'form', name: 'BlockConfigError' });

  // The newsletter on the same page mounted and submits.
  const news = page.locator('#block-news-vizinha');
  await news.getByLabel('E-mail').fill('vizinha@example.com');
  await news.getByRole('button', { name: 'Assinar' }).click();
  // The success text is in the page from the start, hidden: only its being shown says the save is done.
  await expect(news.locator('[data-form-submission-text]')).toBeVisible();
  await expect(news.locator('[data-form-submission-text]')).toHaveText('Inscrição confirmada.');
  const saves = await qa.requests({ path: '/api/form/SaveFormSubmission' });
  expect(saves.map((save) => [save.status, (save.body as Record<string, string>).form])).toEqual([[200, '{"email":"vizinha@example.com"}']]);
  // The broken form is left as it was.
  await expect(subject).toHaveValue('Pedido 123');
});
