import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const TRACKED = {
  id: 'block-botao',
  buttonText: 'Ver a loja',
  clickthroughUrl: '/fixtures/no-blocks.html',
  alignment: 'center',
  size: 'large',
  newWindow: 'false',
  context: '1',
};

test('the button block tracks its render once and a click, and the link still navigates', async ({ page, qa }) => {
  await recordLayoutShifts(page);
  await page.goto('/fixtures/button.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.requests({ path: '/api/census/button-render' })).map((request) => request.body)).toEqual([TRACKED]);
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);

  // Keyboard: Tab to the link, Enter follows it; the click is tracked on the way out.
  await page.locator('header a').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ver a loja' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fixtures\/no-blocks\.html$/);
  await expect.poll(async () => (await qa.requests({ path: '/api/census/button-click' })).map((request) => request.body)).toEqual([TRACKED]);
  const [click] = await qa.requests({ path: '/api/census/button-click' });
  expect(click?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
});
