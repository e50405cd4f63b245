/**
 * The form (docs/markup.md 6.3) in Firefox and WebKit: a visitor types by keyboard, the save fails with
 * the spec's message and every typed value kept, and the retry succeeds with no retyping.
 */
import { expect, it } from 'vitest';
import { MESSAGES } from '../src/texts/messages.ts';
import { centerOf, tabTo, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const PAGE = '/examples/form/1.html';
const SAVE_PATH = '/api/form/SaveFormSubmission';
const TYPED = { 'field-nome-first': 'Ana', 'field-nome-last': 'Souza', 'field-email': 'ana@exemplo.com.br', 'field-mensagem': 'Festa para 40 pessoas' };

const typedValues = (): Record<string, string> =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main form [name]')].map((control) => [control.name, control.value]),
  );
const alertText = (): string | undefined => document.querySelector('[role="alert"]')?.textContent?.trim();
const succeeded = (): boolean => document.querySelector<HTMLElement>('[data-form-submission-text]')?.hidden === false;

inEveryEngine((browser) => {
  it('a failed save shows the message and keeps every typed value; the retry sends it with no retyping', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), PAGE);
    await settled(page);
    const first = await centerOf(page, '[name="field-nome-first"]');
    await page.click(first.x, first.y);
    await page.type(TYPED['field-nome-first']);
    for (const name of ['field-nome-last', 'field-email', 'field-mensagem'] as const) {
      await tabTo(page, `[name="${name}"]`);
      await page.type(TYPED[name]);
    }
    expect(await page.evaluate(typedValues)).toEqual(TYPED);

    // A 500 with no error text of its own: the spec's message for the status.
    await qa.fault({ path: SAVE_PATH, status: 500, body: '{}', times: 1 });
    await tabTo(page, 'main form button[type="submit"]');
    await page.press('Enter');
    await waitFor(page, alertText, MESSAGES.form.status500);
    expect(await page.evaluate(typedValues)).toEqual(TYPED);

    const send = await centerOf(page, 'main form button[type="submit"]');
    await page.click(send.x, send.y);
    await waitFor(page, succeeded, true);
    expect((await qa.requests(SAVE_PATH)).map((save) => save.status)).toEqual([500, 200]);
    await expectHtmlBackAfterTeardown(page);
  });
});
