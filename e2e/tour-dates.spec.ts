import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test.describe('tour dates block (59)', () => {
  test('dates written out, ticket links named with date and venue, a past date marked in place; keyboard, axe, nothing moves', async ({ page }) => {
    // The visitor's clock: after the first show (Rio, 14 August 2025), before the others.
    await page.clock.setFixedTime(new Date('2025-08-16T12:00:00Z'));
    await recordLayoutShifts(page);
    await page.goto('/examples/tour-dates/1.html');
    await runtimeSettled(page);
    const list = page.locator('[data-tour-dates]');
    await expect(list.locator('time')).toHaveText([
      'qui., 14 de ago. de 2025, 21:00',
      'sáb., 20 de mar. de 2027, 20:00',
      'sex., 2 de abr. de 2027, 21:30',
      'dom., 9 de mai. de 2027',
    ]);
    const past = list.locator('li').first();
    await expect(past).toHaveAttribute('data-tour-past', '');
    await expect(past.getByRole('link')).toHaveCount(0);
    await expect(past.locator('.tour-dates-past')).toHaveText('Encerrado');
    await expect(list.locator('li[data-tour-past]')).toHaveCount(1);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);

    // Keyboard only: the past date's link is out of the way; each link says which show it sells.
    await page.locator('header a').last().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ingressos: sáb., 20 de mar. de 2027, 20:00, Audio, São Paulo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ingressos: sex., 2 de abr. de 2027, 21:30, Opinião, Porto Alegre' })).toBeFocused();
    await expect(page.locator(':focus')).toHaveAttribute('href', 'https://ingressos.example/125');
  });

  test('before the first show every date is to come: no date marked', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-08-14T20:00:00-03:00'));
    await page.goto('/examples/tour-dates/1.html');
    await runtimeSettled(page);
    await expect(page.locator('li[data-tour-past]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ingressos: qui., 14 de ago. de 2025, 21:00, Circo Voador, Rio de Janeiro' })).toBeVisible();
  });
});
