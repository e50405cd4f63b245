import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { withPageContext } from './support/page-context.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const RENDERING = '/api/widget/GetWidgetRendering';
const COLLECTION = '5f0c1a2b3c4d5e6f7a8b9c66';
const block = (page: Page) => page.locator('#block-agenda');
const caption = (page: Page) => block(page).locator('caption');
const monthLink = (page: Page, name: string) => block(page).getByRole('link', { name, exact: true });
const asked = (month: string) => ({
  widgetJSON: JSON.stringify({ type: 26, id: 'block-agenda', value: { collectionId: COLLECTION, month } }),
  collectionId: COLLECTION,
});

async function open(page: Page): Promise<void> {
  await recordLayoutShifts(page);
  await page.goto('/examples/calendar/1.html');
  await runtimeSettled(page);
}

test.describe('calendar block (26): months in place', () => {
  test('from the keyboard: Enter on a month link shows that month, says it, and keeps focus on the way it went', async ({ page, qa }) => {
    await open(page);
    await expect(caption(page)).toHaveText('Junho de 2025');
    await monthLink(page, 'Maio de 2025').focus();
    await page.keyboard.press('Tab');
    await expect(monthLink(page, 'Julho de 2025')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(caption(page)).toHaveText('Julho de 2025');
    await expect(monthLink(page, 'Agosto de 2025')).toBeFocused();
    await expect(block(page).locator('[aria-live="polite"]')).toHaveText('Julho de 2025');
    await expect(block(page)).not.toHaveAttribute('aria-busy');
    // Onwards, then back: focus follows the direction, the page's address never changes.
    await page.keyboard.press('Enter');
    await expect(caption(page)).toHaveText('Agosto de 2025');
    await expect(monthLink(page, 'Setembro de 2025')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(monthLink(page, 'Julho de 2025')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(caption(page)).toHaveText('Julho de 2025');
    await expect(monthLink(page, 'Junho de 2025')).toBeFocused();
    await expect(block(page).locator('[aria-live="polite"]')).toHaveText('Julho de 2025');
    expect(new URL(page.url()).pathname).toBe('/examples/calendar/1.html');
    // The server's month, as the sanitizer keeps it: an event is a link in its day's cell.
    await expect(
      block(page)
        .locator('td', { has: page.getByRole('link', { name: 'Noite de jazz' }) })
        .locator('time'),
    ).toHaveAttribute('datetime', '2025-07-14');

    const calls = await qa.requests({ path: RENDERING });
    expect(calls.map((call) => call.body)).toEqual([asked('2025-07'), asked('2025-08'), asked('2025-07')]);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('on a custom domain (the site’s own https address elsewhere) the month still comes from the page’s origin', async ({ page, qa }) => {
    const elsewhere: string[] = [];
    await page.route('https://www.loja-da-ana.example/**', (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    await withPageContext(page, '/examples/calendar/1.html', (context) => {
      (context['website'] as Record<string, unknown>)['baseUrl'] = 'https://www.loja-da-ana.example';
    });
    await page.goto('/examples/calendar/1.html');
    await runtimeSettled(page);
    await monthLink(page, 'Julho de 2025').click();
    await expect(caption(page)).toHaveText('Julho de 2025');
    expect(new URL(page.url()).pathname).toBe('/examples/calendar/1.html');
    // The fixture site (the page's origin) got the call; the other origin got nothing.
    const [call] = await qa.requests({ path: RENDERING });
    expect(call?.body).toEqual(asked('2025-07'));
    expect(elsewhere).toEqual([]);
  });

  test('a click swaps the month too; a modifier click is left to the browser', async ({ page, qa, context }) => {
    await open(page);
    await monthLink(page, 'Maio de 2025').click();
    await expect(caption(page)).toHaveText('Maio de 2025');
    await expect(monthLink(page, 'Abril de 2025')).toBeFocused();
    const opened = context.waitForEvent('page');
    await monthLink(page, 'Junho de 2025').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe('/eventos?month=06-2025');
    await expect(caption(page)).toHaveText('Maio de 2025');
    expect((await qa.requests({ path: RENDERING })).map((call) => call.body)).toEqual([asked('2025-05')]);
  });

  test('when the month cannot be fetched, the month shown stays and the link is followed to its page', async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
    await qa.fault({ path: RENDERING, method: 'POST', status: 500, body: '{}' });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await open(page);
    await monthLink(page, 'Julho de 2025').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/eventos?month=07-2025');
    await expect(caption(page)).toHaveText('Julho de 2025');
    expect(warnings).toContainEqual(
      expect.stringMatching(/^\[site-runtime\] calendar block #block-agenda: month 2025-07 could not be fetched; following the link/),
    );
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    // The events page is a published page with the runtime: its calendar works the same way.
    await qa.clearFaults();
    await runtimeSettled(page);
    await monthLink(page, 'Agosto de 2025').click();
    await expect(caption(page)).toHaveText('Agosto de 2025');
    expect(new URL(page.url()).search).toBe('?month=07-2025');
  });
});
