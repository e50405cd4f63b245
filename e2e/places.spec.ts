import type { BrowserContext } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const AUTOCOMPLETE = '/api/google-maps/places/autocomplete';
const DETAILS = '/api/google-maps/places/details';
const MISSING_TRACKING_CONTEXT = 'Please provide a tracking context when using Google Places API details to track cost';

async function crumb(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
}

test('the address search: predictions for the query passed through, then the details with the tracking context', async ({
  page,
  context,
  qa,
  consoleErrors,
}) => {
  await page.goto('/fixtures/places.html');
  await runtimeSettled(page);
  await page.getByLabel('Endereço', { exact: true }).fill('sao paulo');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('status')).toHaveText('2 sugestões.');
  const suggestions = page.getByRole('list', { name: 'Sugestões' }).getByRole('button');
  await expect(suggestions).toHaveText([
    'Museu de Arte de São Paulo - Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200, Brasil',
    'Parque Ibirapuera - Av. Pedro Álvares Cabral - Vila Mariana, São Paulo - SP, 04094-050, Brasil',
  ]);
  const [search] = await qa.requests({ path: AUTOCOMPLETE });
  expect(search).toMatchObject({ method: 'GET', status: 200 });
  expect(search?.query).toEqual({ input: 'sao paulo', language: 'pt-BR', crumb: await crumb(context) });

  await suggestions.first().click();
  await expect(page.getByRole('status')).toHaveText(
    'Museu de Arte de São Paulo: Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200, Brasil (-23.561414, -46.655881)',
  );
  const details = await qa.requests({ path: DETAILS });
  expect(details).toHaveLength(1);
  expect(details[0]).toMatchObject({ method: 'GET', status: 200 });
  expect(details[0]?.query).toEqual({
    place_id: 'fixture-place-masp',
    language: 'pt-BR',
    productPage: 'checkout',
    productSection: 'shipping-address',
    crumb: await crumb(context),
  });
  expect(consoleErrors.messages).toEqual([]);
  await expectAxeClean(page);
});

test('details without a tracking context: the spec’s console error, and the lookup still goes out, flagged by the platform', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(new RegExp(`^${MISSING_TRACKING_CONTEXT}$`));
  await page.goto('/fixtures/places.html');
  await runtimeSettled(page);
  const reply = await page.evaluate(() => window.SiteRuntime!.places('details', { place_id: 'fixture-place-cristo' }));
  expect(reply).toEqual({
    result: {
      place_id: 'fixture-place-cristo',
      name: 'Cristo Redentor',
      formatted_address: 'Parque Nacional da Tijuca - Alto da Boa Vista, Rio de Janeiro - RJ, Brasil',
      geometry: { location: { lat: -22.951916, lng: -43.210487 } },
    },
    trackingContextMissing: true,
  });
  expect(consoleErrors.messages).toEqual([MISSING_TRACKING_CONTEXT]);
  const [lookup] = await qa.requests({ path: DETAILS });
  expect(lookup?.status).toBe(200);
  expect(Object.keys(lookup?.query ?? {}).sort()).toEqual(['crumb', 'place_id']);

  // With a complete one, nothing more is logged and the platform has nothing to flag.
  const tracked = await page.evaluate(() =>
    window.SiteRuntime!.places('details', { place_id: 'fixture-place-cristo' }, { productPage: 'checkout', productSection: 'shipping-address' }),
  );
  expect(tracked).not.toHaveProperty('trackingContextMissing');
  expect(consoleErrors.messages).toEqual([MISSING_TRACKING_CONTEXT]);
});

test('failures reach the caller: the platform’s 404, a malformed reply, arguments of the wrong shape', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/fixtures/places.html');
  await runtimeSettled(page);
  await qa.fault({ method: 'GET', path: AUTOCOMPLETE, status: 200, body: '{"predictions":[{"description":"Sem id"}]}', times: 1 });
  const answers = await page.evaluate(async () => {
    const runtime = window.SiteRuntime!;
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: Error & { status?: number; serverError?: string }) =>
          [error.name, error.message, error.status, error.serverError].filter((part) => part !== undefined).join(' | '),
      );
    return [
      await reason(runtime.places('details', { place_id: 'nenhum' }, { productPage: 'checkout', productSection: 'shipping-address' })),
      await reason(runtime.places('autocomplete', { input: 'rio' })),
      await reason(runtime.places('search' as never, { input: 'rio' })),
    ];
  });
  expect(answers).toEqual([
    'DataError | Local não encontrado. | 404 | Local não encontrado.',
    'PlacesReplyError | Malformed places autocomplete reply: predictions.0.place_id (invalid_type)',
    "TypeError | SiteRuntime.places expects ('autocomplete', params) or ('details', params, { productPage: string, productSection: string }), params an object of strings, numbers or booleans",
  ]);
  // Two calls reached the platform; the wrong-shape one never left the page.
  expect((await qa.requests({ path: DETAILS })).map((request) => request.status)).toEqual([404]);
  expect((await qa.requests({ path: AUTOCOMPLETE })).map((request) => request.status)).toEqual([200]);
  await expect(page.locator('.siteruntime-system-error')).toHaveCount(0);
});

test('a failure the owner’s script leaves unhandled reaches ops with the platform’s text as its message', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 404/);
  consoleErrors.expect(/^uncaught: Local não encontrado\.$/);
  await page.goto('/fixtures/places.html');
  await runtimeSettled(page);
  // No catch: the rejection is unhandled, and it was raised in the runtime's chunk.
  await page.evaluate(() => {
    void window.SiteRuntime!.places('details', { place_id: 'nenhum' }, { productPage: 'checkout', productSection: 'shipping-address' });
  });
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data.name)).toEqual(['DataError']);
  expect((await qa.errorReports())[0]?.data).toMatchObject({ message: 'Local não encontrado.', url: page.url() });
});
