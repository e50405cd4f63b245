import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const first = (page: import('@playwright/test').Page) => page.locator('#block-audio audio');
const second = (page: import('@playwright/test').Page) => page.locator('#block-audio-final audio');
type Request = { body?: unknown };
const form = (request: Request | undefined): Record<string, string> => (request?.body ?? {}) as Record<string, string>;
const audioEvents = <T extends Request>(requests: T[]): T[] => requests.filter((request) => form(request)['event'] === '20');
const paused = (audio: import('@playwright/test').Locator) => () => audio.evaluate((element: HTMLAudioElement) => element.paused);

test.describe('audio block (41)', () => {
  test('mounts with no layout shift, names the unnamed player from its config, and is axe clean', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/fixtures/audio.html');
    await runtimeSettled(page);
    expect(await layoutShift(page)).toBe(0);
    await expect(first(page)).toHaveAttribute('aria-label', 'Abertura, de Banda da Ana');
    // The second is named by its HTML (aria-labelledby): left as it is.
    await expect(second(page)).not.toHaveAttribute('aria-label');
    await expect(second(page)).toHaveAccessibleName('Final (ao vivo)');
    await expectAxeClean(page);
  });

  test('playing the second pauses the first, and each play is a census audio event (RecordHit, event 20)', async ({ page, qa }) => {
    await page.goto('/fixtures/audio.html');
    await runtimeSettled(page);
    await first(page).evaluate((element: HTMLAudioElement) => element.play());
    await expect.poll(paused(first(page))).toBe(false);
    await second(page).evaluate((element: HTMLAudioElement) => element.play());
    await expect.poll(paused(second(page))).toBe(false);
    await expect.poll(paused(first(page))).toBe(true);

    const hits = async () => audioEvents(await qa.requests({ path: '/api/census/RecordHit' }));
    await expect.poll(async () => (await hits()).length).toBe(2);
    const [hit] = await hits();
    expect(hit?.method).toBe('POST');
    expect(hit?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.keys(form(hit))).toEqual(['event', 'data', 'ss_cvr']);
    const data = JSON.parse(form(hit)['data'] ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      websiteId: '5f0c1a2b3c4d5e6f7a8b9c0d',
      website_locale: 'pt-BR',
      title: 'Áudio',
      url: expect.stringMatching(/\/fixtures\/audio\.html$/),
    });
    expect(form(hit)['ss_cvr']).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|\d+$/);

    // Resuming the first after its pause is the same play: no third event.
    await first(page).evaluate((element: HTMLAudioElement) => element.play());
    await expect.poll(paused(second(page))).toBe(true);
    await page.waitForTimeout(300);
    expect((await hits()).length).toBe(2);
  });

  test('is operable with the keyboard: Tab reaches the player, Space plays and pauses', async ({ page }) => {
    await page.goto('/fixtures/audio.html');
    await runtimeSettled(page);
    await page.locator('header a').first().focus();
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await first(page).evaluate((element) => element === document.activeElement)) break;
    }
    await expect(first(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(paused(first(page))).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(paused(first(page))).toBe(true);
  });

  test('sends no census event when the visitor refused tracking', async ({ page, context, qa, baseURL }) => {
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: baseURL ?? '' }]);
    await page.goto('/fixtures/audio.html');
    await runtimeSettled(page);
    await first(page).evaluate((element: HTMLAudioElement) => element.play());
    await expect.poll(paused(first(page))).toBe(false);
    await page.waitForTimeout(500);
    expect(audioEvents(await qa.requests({ path: '/api/census/RecordHit' }))).toEqual([]);
  });
});
