import type { Page, Request } from '@playwright/test';
import type { RecordedRequest } from './support/qa-client.ts';
import { expectUnlocked, fillEverything, KEY_PATH, PAGE, SAVE_PATH, submit, TEXTS, typedState } from './support/form-page.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/*
 * The data helper's rules as the platform records them (docs/markup.md "Platform calls"): how many
 * requests each failure of the form's save produces and what the visitor reads, the one retry after
 * 200 ms, the crumb-failure retry, the login-required event and secure mode.
 */

const OVERLAY = '[role="alertdialog"]';

interface Row {
  readonly name: string;
  readonly fault: { status?: number; body?: string; drop?: boolean };
  /** Save requests the failure produces (the one retry included). */
  readonly requests: number;
  /** The form's own message; '' when the system error overlay says it instead. */
  readonly message: string;
  readonly overlay?: string;
  readonly console: RegExp;
}

const json = (body: unknown): string => JSON.stringify(body);
const row = (status: number, body: unknown, message: string, requests = 1): Row => ({
  name: `${status} ${typeof body === 'string' ? body : json(body)}`,
  fault: { status, body: typeof body === 'string' ? body : json(body) },
  requests,
  message,
  console: new RegExp(`status of ${status}`),
});

/** Every status SR §8 lists, the ones the issue names (403, 409, 422, 503), unlisted ones, and no reply. */
const ROWS: readonly Row[] = [
  row(400, { error: 'Formulário encerrado para novos envios.' }, 'Formulário encerrado para novos envios.'),
  row(401, {}, TEXTS.status401),
  row(401, { error: 'Sessão expirada. Entre de novo para enviar.' }, 'Sessão expirada. Entre de novo para enviar.'),
  row(403, { error: 'Envios deste site estão bloqueados.' }, 'Envios deste site estão bloqueados.'),
  row(403, {}, TEXTS.unknown),
  row(404, {}, TEXTS.status404),
  // Unlisted statuses: the save is sent once more after 200 ms, the same key making the repeat safe.
  row(409, { error: 'Este envio já foi recebido.' }, 'Este envio já foi recebido.', 2),
  row(422, { error: 'Dados do formulário inválidos.' }, 'Dados do formulário inválidos.', 2),
  row(429, {}, TEXTS.status429),
  row(500, {}, TEXTS.status500),
  // A proxy's error page: no JSON, so the status's own text.
  row(500, '<h1>Internal Server Error</h1>', TEXTS.status500),
  row(502, {}, TEXTS.unknown),
  row(503, { error: 'Manutenção programada: volte em 10 minutos.' }, 'Manutenção programada: volte em 10 minutos.'),
  row(503, {}, TEXTS.unknown),
  row(418, {}, TEXTS.unknown, 2),
  row(504, { error: 'O servidor demorou demais para responder.' }, 'O servidor demorou demais para responder.', 2),
  // 408 is not tried in Chromium: the browser itself resends a request a reused connection answers
  // with 408, before the page sees anything.
  row(425, {}, TEXTS.unknown, 2),
  {
    name: 'dropped connection',
    fault: { drop: true },
    requests: 2,
    message: '',
    overlay: 'Could not connect…',
    console: /ERR_EMPTY_RESPONSE|Failed to fetch|ERR_CONNECTION/,
  },
];

/**
 * The calls the page made to `path`, as Chromium reports them: one per fetch. The fixture server's log
 * can hold more for one fetch when the browser resends it itself on a reused connection that broke
 * (net stack retries the page never sees), so a dropped connection is counted here too.
 */
function pageCalls(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

async function formPage(page: Page): Promise<unknown> {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await fillEverything(page);
  return typedState(page);
}

const at = (record: RecordedRequest | undefined): number => Date.parse(record?.time ?? '');

for (const failure of ROWS) {
  test(`save failing with ${failure.name}: ${failure.requests} request(s), the exact text, every value kept`, async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(failure.console);
    const typed = await formPage(page);
    const fetches = pageCalls(page, SAVE_PATH);
    await qa.fault({ path: SAVE_PATH, method: 'POST', ...failure.fault });
    await submit(page);

    // By its class: while the modal overlay is open, the page under it is out of the accessibility tree.
    const alert = page.locator('.form-live');
    if (failure.overlay) {
      await expect(page.locator(OVERLAY)).toHaveAccessibleName(failure.overlay);
      await expect(alert).toHaveText('');
    } else {
      await expect(alert).toHaveText(failure.message);
      await expect(page.locator(OVERLAY)).toHaveCount(0);
    }
    await expectUnlocked(page);
    expect(await typedState(page)).toEqual(typed);
    // The message shows once the data helper gave up: every request it makes is in the log by then.
    expect(fetches).toHaveLength(failure.requests);
    const saves = await qa.requests({ path: SAVE_PATH });
    if (failure.fault.drop) {
      // Chromium may itself resend a request whose reused connection broke, at once (the page sees one
      // call); the runtime's own retry comes 200 ms later.
      expect(saves.length).toBeGreaterThanOrEqual(2);
      expect(at(saves.at(-1)) - at(saves[0])).toBeGreaterThanOrEqual(200);
      expect(saves.every((save) => save.status === null)).toBe(true);
    } else {
      expect(saves.map((save) => save.status)).toEqual(Array(failure.requests).fill(failure.fault.status));
      if (failure.requests === 2) expect(at(saves[1]) - at(saves[0])).toBeGreaterThanOrEqual(200);
    }
    // The repeat is the same save: the same key and values.
    expect(new Set(saves.map((save) => JSON.stringify(save.body))).size).toBe(1);
    expect(await qa.requests({ path: KEY_PATH })).toHaveLength(1);
    await page.waitForTimeout(400);
    expect(fetches).toHaveLength(failure.requests);

    // Sending again needs no retyping.
    await qa.clear();
    if (failure.overlay) await page.getByRole('button', { name: 'Limpar' }).click();
    await submit(page);
    await expect(page.locator('[data-form-submission-text]')).toBeVisible();
    expect((await qa.requests({ path: SAVE_PATH })).map((save) => save.status)).toEqual([200]);
  });
}

test('a save whose reply is lost is sent again after 200 ms with its key: one stored submission, the success shown', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/ERR_CONNECTION_RESET/);
  await formPage(page);
  const fetches = pageCalls(page, SAVE_PATH);
  // The platform gets and stores the first save, but its answer never reaches the page (Playwright
  // delivers it and then fails the call, so the browser cannot resend it itself).
  await page.route(
    `**${SAVE_PATH}*`,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await submit(page);
  await expect(page.locator('[data-form-submission-text]')).toBeVisible();
  await expect(page.locator(OVERLAY)).toHaveCount(0);

  expect(fetches).toHaveLength(2);
  const saves = await qa.requests({ path: SAVE_PATH });
  expect(saves.map((save) => save.status)).toEqual([200, 200]);
  expect(at(saves[1]) - at(saves[0])).toBeGreaterThanOrEqual(200);
  expect(saves[1]?.body).toEqual(saves[0]?.body);
  const key = (saves[0]?.body as { key?: string } | undefined)?.key;
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  // The repeat was answered as the first: the platform holds one submission for the key.
  expect((await qa.formSubmissions()).map((submission) => submission.key)).toEqual([key]);
});

test('a 425 save is sent once more after 200 ms, and the second answer counts', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 425/);
  await formPage(page);
  await qa.fault({ path: SAVE_PATH, method: 'POST', status: 425, body: '{}', times: 1 });
  await submit(page);
  await expect(page.locator('[data-form-submission-text]')).toBeVisible();
  const saves = await qa.requests({ path: SAVE_PATH });
  expect(saves.map((save) => save.status)).toEqual([425, 200]);
  expect(at(saves[1]) - at(saves[0])).toBeGreaterThanOrEqual(200);
  expect(saves[1]?.body).toEqual(saves[0]?.body);
  expect(await qa.formSubmissions()).toHaveLength(1);
});

test('a reply flagged loginRequired fires siteruntime:login-required once; the form says 401', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 401/);
  await formPage(page);
  // What a member-area script does: listen for the runtime's page event.
  await page.evaluate(() => {
    const w = window as Window & { loginRequired?: number };
    w.loginRequired = 0;
    addEventListener('siteruntime:login-required', (event) => {
      if (event instanceof CustomEvent) w.loginRequired = (w.loginRequired ?? 0) + 1;
    });
  });
  await qa.fault({ path: SAVE_PATH, status: 401, body: json({ loginRequired: true }) });
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText(TEXTS.status401);
  expect(await page.evaluate(() => (window as Window & { loginRequired?: number }).loginRequired)).toBe(1);
  expect(await qa.requests({ path: SAVE_PATH })).toHaveLength(1);
  await expect(page.locator(OVERLAY)).toHaveCount(0);
});

test('a crumb failure on the logout is repeated once with the new crumb, which the browser then keeps', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 401/);
  await page.goto('/__qa/login?as=owner&to=/fixtures/owner.html%3Fnoredirect');
  await runtimeSettled(page);
  const [before] = (await page.context().cookies()).filter((cookie) => cookie.name === 'crumb');
  // The platform's crumb-failure reply, as the fixture server's crumb rule words it.
  await qa.fault({ path: '/api/auth/Logout', status: 401, body: json({ crumbFail: true, crumb: 'crumb-renovado' }), times: 1 });
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(/\/\?logout=true$|\/$/);

  const calls = await qa.requests({ path: '/api/auth/Logout' });
  expect(calls.map((call) => [call.method, call.status, call.query.crumb])).toEqual([
    ['POST', 401, before?.value],
    ['POST', 200, 'crumb-renovado'],
  ]);
  // The retry passed the server's own crumb check: the cookie it carried is the new crumb.
  expect(calls[1]?.cookies.crumb).toBe('crumb-renovado');
});

test.describe('secure mode', () => {
  const SITE = 'https://loja.site.test';

  /** Answers the site's https domain as the platform does for a custom domain's page (CORS with credentials). */
  async function answerSite(page: Page, allowOrigin: (origin: string) => string): Promise<{ request: Request; cookie: string | undefined }[]> {
    const seen: { request: Request; cookie: string | undefined }[] = [];
    await page.route(`${SITE}/**`, async (route) => {
      const request = route.request();
      seen.push({ request, cookie: (await request.allHeaders())['cookie'] });
      const origin = request.headers()['origin'] ?? '';
      const body = new URL(request.url()).pathname === KEY_PATH ? json({ key: 'chave-segura' }) : json({ success: true });
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': allowOrigin(origin), 'access-control-allow-credentials': 'true' },
        body,
      });
    });
    return seen;
  }

  test.beforeEach(async ({ context }) => {
    // A cookie of the site's domain: it travels only with credentials "include".
    await context.addCookies([{ name: 'site_session', value: 'sessao-1', domain: 'loja.site.test', path: '/', secure: true, sameSite: 'None' }]);
  });

  test('the form’s key and save calls go to the site’s https domain with credentials', async ({ page, qa, baseURL }) => {
    const seen = await answerSite(page, (origin) => origin);
    await page.goto('/fixtures/form-secure.html');
    await runtimeSettled(page);
    await page.getByLabel('E-mail').fill('ana@exemplo.com');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.locator('[data-form-submission-text]')).toBeVisible();

    const [pageCrumb] = (await page.context().cookies(baseURL)).filter((cookie) => cookie.name === 'crumb');
    expect(seen.map(({ request }) => [request.method(), request.url()])).toEqual([
      ['POST', `${SITE}${KEY_PATH}?crumb=${pageCrumb?.value}`],
      ['POST', `${SITE}${SAVE_PATH}?crumb=${pageCrumb?.value}`],
    ]);
    // Cross-origin, from the page, with the site's cookie: credentials "include".
    for (const { request, cookie } of seen) {
      expect(request.headers()['origin']).toBe(new URL(baseURL ?? '').origin);
      expect(cookie).toBe('site_session=sessao-1');
    }
    expect(new URLSearchParams(seen[1]?.request.postData() ?? '').get('key')).toBe('chave-segura');
    // Nothing went to the page's own origin.
    expect(await qa.requests({ path: '/api/form/*' })).toEqual([]);
  });

  test('a wildcard CORS answer is refused by the browser, as for any call with credentials', async ({ page, consoleErrors }) => {
    consoleErrors.expect(/CORS|Access-Control-Allow-Origin|wildcard/i);
    consoleErrors.expect(/ERR_FAILED|Failed to fetch/);
    const seen = await answerSite(page, () => '*');
    await page.goto('/fixtures/form-secure.html');
    await runtimeSettled(page);
    await page.getByLabel('E-mail').fill('ana@exemplo.com');
    await page.getByRole('button', { name: 'Enviar' }).click();
    // The key reply never reaches the page: a call without a reply, sent once more, then a connect
    // failure shown in the system error overlay.
    await expect(page.locator(OVERLAY)).toHaveAccessibleName('Could not connect…');
    expect(seen).toHaveLength(2);
  });
});
