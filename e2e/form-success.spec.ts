/**
 * What a form does after a successful save, in Chromium (site-runtime.md §4, docs/markup.md 6.3):
 * the success redirect (validated: an unsafe address is refused) and, without one, the in-place
 * success with the scroll to the form (30 px from the top, 300 ms easeOutSine, at once under
 * prefers-reduced-motion). fixtures/form-success.html holds three forms of `form-contato`.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PAGE = '/fixtures/form-success.html';

/** Fills the required fields of one form block. */
async function fillContact(block: Locator): Promise<void> {
  await block.locator('[data-part="First"]').fill('Ana');
  await block.locator('[data-part="Last"]').fill('Souza');
  await block.locator('input[type="email"]').fill('ana@exemplo.com.br');
  await block.locator('textarea').fill('Vocês entregam em Salvador?');
}

async function savedBodies(qa: QaClient): Promise<unknown[]> {
  return (await qa.requests({ path: '/api/form/SaveFormSubmission' })).map((request) => [request.status, request.body]);
}

test('a success redirect goes to its address, resolved against the page, after the save', async ({ page, qa }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  const block = page.locator('#block-redirect');
  await fillContact(block);
  await block.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/fixtures\/no-blocks\.html\?enviado=1$/);
  expect(await savedBodies(qa)).toEqual([[200, expect.objectContaining({ formId: 'form-contato', objectName: 'block-redirect' })]]);
  const [arrival] = await qa.requests({ path: '/fixtures/no-blocks.html' });
  expect(arrival?.query).toEqual({ enviado: '1' });
  expect(arrival?.headers.referer).toMatch(/\/fixtures\/form-success\.html$/);
});

test('an unsafe success redirect (javascript:) is refused with a warning; the in-place success shows instead', async ({ page, qa }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await runtimeSettled(page);
  const block = page.locator('#block-unsafe');
  await fillContact(block);
  await block.getByRole('button', { name: 'Enviar' }).click();

  const thanks = block.getByText('Obrigado! Recebemos sua mensagem.');
  await expect(thanks).toBeVisible();
  await expect(block.locator('[data-form-submission-text]')).toBeFocused();
  await expect(block.locator('form')).toBeHidden();
  await expect(page).toHaveURL(/\/fixtures\/form-success\.html$/);
  expect(await savedBodies(qa)).toEqual([[200, expect.objectContaining({ objectName: 'block-unsafe' })]]);
  expect(warnings).toContain('[site-runtime] form: the success redirect "javascript:alert(1)" is not an http(s) address; showing the submission text instead');
  expect(dialogs).toEqual([]);
  await expectAxeClean(page);
});

interface ScrollRecord {
  /** performance.now() and scrollY when the success text appeared (the task that started the scroll). */
  revealedAt?: number;
  atReveal?: number;
  /**
   * Every window.scrollTo call from then on: [performance.now(), y, the frame's time]. The frame's time
   * (document.timeline's, a rAF callback's own) is the tween's clock: on a stalled machine it lags the call.
   */
  calls: [number, number, number][];
}

/**
 * Puts the block's top `above` px above the viewport, then submits with Enter from the e-mail field
 * (focused without scrolling). Records the window's scroll position when the success text appeared
 * (same task as the success code, before any animation frame) and every scrollTo call the runtime
 * makes; resolves once the block sits 30 px from the top.
 */
async function submitFromBelow(page: Page, block: Locator, above: number): Promise<{ record: Required<ScrollRecord>; target: number; before: number }> {
  await fillContact(block);
  const before = await block.evaluate((element, offset) => {
    scrollTo(0, scrollY + element.getBoundingClientRect().top + offset);
    return Math.round(element.getBoundingClientRect().top);
  }, above);
  await block.evaluate((element) => {
    const record: ScrollRecord = { calls: [] };
    (window as unknown as { scrollRecord: ScrollRecord }).scrollRecord = record;
    const text = element.querySelector('[data-form-submission-text]');
    if (!(text instanceof HTMLElement)) throw new Error('no submission text');
    new MutationObserver(() => {
      if (text.hidden || record.atReveal !== undefined) return;
      record.revealedAt = performance.now();
      record.atReveal = scrollY;
    }).observe(text, { attributes: true, attributeFilter: ['hidden'] });
    // Watched, not changed: each call still scrolls.
    const scrollTo = window.scrollTo.bind(window) as (x: number, y: number) => void;
    window.scrollTo = ((x: number, y: number) => {
      record.calls.push([performance.now(), y, Number(document.timeline.currentTime)]);
      scrollTo(x, y);
    }) as typeof window.scrollTo;
    element.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
  });
  await page.keyboard.press('Enter');
  await expect(block.locator('[data-form-submission-text]')).toBeVisible();
  // Where the scroll must end: the block 30 px below the top of the viewport.
  await expect.poll(() => block.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(30);
  return block
    .evaluate(() => ({ record: (window as unknown as { scrollRecord: Required<ScrollRecord> }).scrollRecord, target: scrollY, before: 0 }))
    .then((result) => ({ ...result, before }));
}

const easeOutSine = (progress: number): number => Math.sin((Math.min(1, Math.max(0, progress)) * Math.PI) / 2);

test.describe('without a redirect: the form text shows and the window scrolls to the form', () => {
  test.use({ viewport: { width: 800, height: 500 } });

  test('the scroll ends with the block 30 px from the top, tweened over 300 ms with easeOutSine', async ({ page, qa }) => {
    await page.goto(PAGE);
    await runtimeSettled(page);
    const block = page.locator('#block-scroll');
    const { record, target, before } = await submitFromBelow(page, block, 250);
    expect(before).toBe(-250);
    await expect(block.getByText('Obrigado! Responderemos em breve.')).toBeVisible();
    expect(await savedBodies(qa)).toEqual([[200, expect.objectContaining({ objectName: 'block-scroll' })]]);

    // Not at once: when the text appeared the window had not moved yet. The last call names the
    // exact target (scrollY reads it rounded).
    const end = record.calls.at(-1)?.[1] ?? Number.NaN;
    expect(Math.abs(end - target)).toBeLessThan(1);
    const distance = record.atReveal - end;
    expect(distance).toBeGreaterThan(200);
    const steps = record.calls.map(([time, y, frame]) => ({
      elapsed: time - record.revealedAt,
      frameElapsed: frame - record.revealedAt,
      progress: (record.atReveal - y) / distance,
    }));
    expect(steps.at(-1)?.progress).toBe(1);
    const between = steps.filter(({ progress }) => progress > 0 && progress < 1);
    expect(between.length, `steps ${JSON.stringify(steps)}`).toBeGreaterThanOrEqual(2);
    // Each step is easeOutSine at its frame's time, counted from the tween's start: never ahead of the
    // call, and at the frame's time from the moment the text appeared (the tween started in that task,
    // just before it: up to 20 ms of the task's own work).
    for (const { elapsed, frameElapsed, progress } of between) {
      expect(progress).toBeLessThanOrEqual(easeOutSine((elapsed + 20) / 300) + 0.01);
      expect(progress, `steps ${JSON.stringify(steps)}`).toBeGreaterThanOrEqual(easeOutSine(frameElapsed / 300) - 0.01);
      expect(progress, `steps ${JSON.stringify(steps)}`).toBeLessThanOrEqual(easeOutSine((frameElapsed + 20) / 300) + 0.01);
    }
    // It lasts 300 ms: the last step comes at or after it (the tween's own clock started a moment
    // before the text appeared), and well before a second.
    expect(steps.at(-1)?.elapsed).toBeGreaterThanOrEqual(295);
    expect(steps.at(-1)?.elapsed).toBeLessThan(1000);
    await expectAxeClean(page);
  });

  test('under prefers-reduced-motion the scroll is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await runtimeSettled(page);
    const block = page.locator('#block-scroll');
    const { record, target, before } = await submitFromBelow(page, block, 250);
    expect(before).toBe(-250);
    // Already there in the task that showed the text, with one scrollTo call: no animation frame in between.
    expect(record.calls).toHaveLength(1);
    const [[, y] = [0, Number.NaN]] = record.calls;
    expect(Math.abs(y - target)).toBeLessThan(1);
    expect(record.atReveal).toBe(target);
  });
});
