/**
 * The newsletter (docs/markup.md 6.4) in Firefox and WebKit: an e-mail typed and sent by Enter gets the
 * lighter submission (a key, then the save) and the focused success text.
 */
import { expect, it } from 'vitest';
import { centerOf, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';

inEveryEngine((browser) => {
  it('typed and sent by Enter: one key, one save, and "Inscrição confirmada." focused', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/fixtures/newsletter.html');
    await settled(page);
    const field = await centerOf(page, '#block-news input[type="email"]');
    await page.click(field.x, field.y);
    await page.type('ana@example.com');
    await page.press('Enter');
    const success = (): string | undefined => {
      const text = document.querySelector<HTMLElement>('#block-news [data-form-submission-text]');
      return text && !text.hidden && document.activeElement === text ? text.textContent?.trim() : undefined;
    };
    await waitFor(page, success, 'Inscrição confirmada.');
    expect((await qa.requests(KEY)).length).toBe(1);
    expect((await qa.requests(SAVE)).map((save) => save.status)).toEqual([200]);
    await expectHtmlBackAfterTeardown(page);
  });
});
