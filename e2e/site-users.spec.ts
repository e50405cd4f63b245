import type { BrowserContext, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const SESSION = '/api/site-users/account/session';
const RECORD_EVENT = '/api/events/RecordEvent';
const TOKEN_KEY = 'siteruntime:siteuser-xsrf-token';

async function crumb(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
}

/** Signs in with the keyboard: Tab through the form, type, tick "Manter conectado", Enter. */
async function signIn(page: Page, password = 'senha-fixture'): Promise<void> {
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type('visitante@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Manter conectado')).toBeChecked();
  await page.getByLabel('Senha').press('Enter');
}

/** The product analytics events recorded, by name. */
async function analyticsEvents(qa: QaClient): Promise<(string | undefined)[]> {
  return (await qa.requests({ path: RECORD_EVENT })).map((request) => (request.body as Record<string, string>).event);
}

test('signs in with the member area’s form, then signs out with the session’s xsrfToken', async ({ page, context, qa }) => {
  await page.goto('/fixtures/member-login.html');
  await runtimeSettled(page);
  await signIn(page);
  await expect(page.getByRole('status')).toHaveText('Você entrou.');

  const [login] = await qa.requests({ path: SESSION, method: 'POST' });
  expect(login?.status).toBe(200);
  expect(login?.headers['content-type']).toMatch(/^application\/json/);
  expect(login?.body).toEqual({ email: 'visitante@example.com', password: 'senha-fixture', rememberMe: true });
  expect(login?.query.crumb).toBe(await crumb(context));
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  expect(token).toMatch(/^\w{16,}$/);
  // The session cookie lasts 30 days with "Manter conectado".
  const session = (await context.cookies()).find((cookie) => cookie.name === 'siteuser_session');
  expect(session?.httpOnly).toBe(true);
  expect(session!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 60 * 60);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('status')).toHaveText('Você saiu.');
  const deletes = await qa.requests({ path: SESSION, method: 'DELETE' });
  expect(deletes).toHaveLength(1);
  expect(deletes[0]?.status).toBe(200);
  expect(deletes[0]?.headers['x-siteuser-xsrf-token']).toBe(token);
  expect(deletes[0]?.query).toEqual({ cloneCart: 'false', crumb: await crumb(context) });
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
  expect((await context.cookies()).some((cookie) => cookie.name === 'siteuser_session')).toBe(false);

  // Each success is a product analytics event.
  await expect.poll(() => analyticsEvents(qa)).toEqual(['site_user_sign_in', 'site_user_sign_out']);
  const [signInEvent] = await qa.requests({ path: RECORD_EVENT });
  const fields = signInEvent?.body as Record<string, string>;
  expect(fields).toMatchObject({ eventSource: 'WEB', sourceEnvironment: 'prod', crumb: await crumb(context) });
  expect(JSON.parse(fields.data ?? '')).toMatchObject({ rememberMe: true, pagePath: '/fixtures/member-login.html' });
  await expectAxeClean(page);
});

test('a crumb failure on sign-out is repeated once, with the new crumb and the token again', async ({ page, context, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 401/);
  await page.goto('/fixtures/member-login.html');
  await runtimeSettled(page);
  await signIn(page);
  await expect(page.getByRole('status')).toHaveText('Você entrou.');
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  const stale = await crumb(context);

  await qa.fault({ method: 'DELETE', path: SESSION, status: 401, body: '{"crumbFail":true,"crumb":"crumb-novo"}', times: 1 });
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('status')).toHaveText('Você saiu.');
  const deletes = await qa.requests({ path: SESSION, method: 'DELETE' });
  expect(deletes.map((request) => [request.status, request.query.crumb, request.headers['x-siteuser-xsrf-token']])).toEqual([
    [401, stale, token],
    [200, 'crumb-novo', token],
  ]);
  expect(await crumb(context)).toBe('crumb-novo');
});

test('wrong credentials: the platform’s text, no token kept, nothing recorded', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 401/);
  await page.goto('/fixtures/member-login.html');
  await runtimeSettled(page);
  await signIn(page, 'senha-errada');
  await expect(page.getByRole('status')).toHaveText('E-mail ou senha incorretos.');
  const [login] = await qa.requests({ path: SESSION, method: 'POST' });
  expect(login?.status).toBe(401);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await page.waitForTimeout(300);
  expect(await analyticsEvents(qa)).toEqual([]);
});

test('arguments of the wrong shape are refused before anything is sent', async ({ page, qa }) => {
  await page.goto('/fixtures/member-login.html');
  await runtimeSettled(page);
  const answers = await page.evaluate(async () => {
    const runtime = window.SiteRuntime!;
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: Error) => `${error.name}: ${error.message}`,
      );
    return [await reason(runtime.signIn({ email: 'visitante@example.com' } as never)), await reason(runtime.signOut({ cloneCart: 'sim' } as never))];
  });
  expect(answers).toEqual([
    'TypeError: SiteRuntime.signIn expects { email: string, password: string, rememberMe?: boolean, newAccount?: boolean }',
    'TypeError: SiteRuntime.signOut expects { cloneCart?: boolean }',
  ]);
  expect(await qa.requests({ path: SESSION })).toEqual([]);
});
