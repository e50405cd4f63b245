import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { DataError } from '../data/data-error.ts';
import { PlacesReplyError, placesAutocomplete, placesDetails, type TrackingContext } from './places.ts';

/** GMM §5, §8 and site-runtime.md §8, word for word. */
const MISSING_TRACKING_CONTEXT = 'Please provide a tracking context when using Google Places API details to track cost';

const AUTOCOMPLETE = `${location.origin}/api/google-maps/places/autocomplete`;
const DETAILS = `${location.origin}/api/google-maps/places/details`;
const TRACKING = { productPage: 'checkout', productSection: 'shipping-address' };
const PREDICTIONS = { predictions: [{ description: 'Parque Ibirapuera - Av. Pedro Álvares Cabral', place_id: 'fixture-place-ibirapuera' }] };
const DETAILS_REPLY = {
  result: {
    place_id: 'fixture-place-masp',
    name: 'Museu de Arte de São Paulo',
    formatted_address: 'Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200, Brasil',
    geometry: { location: { lat: -23.561414, lng: -46.655881 } },
  },
};

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let consoleError: Mock<(...data: unknown[]) => void>;
const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });

function replies(...list: (Response | Error)[]): void {
  fetchMock = vi.fn(async () => {
    const next = list.shift() ?? new Error('unexpected extra call');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
}

const urls = (): string[] => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  document.cookie = 'crumb=c1; path=/';
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('places autocomplete (site-runtime.md §7: "query params passed through")', () => {
  it('GETs the autocomplete path with the caller’s parameters as they are, and the crumb', async () => {
    replies(json(PREDICTIONS));
    await expect(placesAutocomplete({ input: 'ibirapuera', language: 'pt-BR', radius: 5000, strictbounds: true })).resolves.toEqual(PREDICTIONS);
    expect(urls()).toEqual([`${AUTOCOMPLETE}?input=ibirapuera&language=pt-BR&radius=5000&strictbounds=true&crumb=c1`]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin', body: null });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('encodes the parameters’ text (accents, spaces, &)', async () => {
    replies(json({ predictions: [] }));
    await placesAutocomplete({ input: 'São Paulo & Rio' });
    expect(new URL(urls()[0] ?? '').searchParams.get('input')).toBe('São Paulo & Rio');
    expect(urls()[0]).toContain('input=S%C3%A3o+Paulo+%26+Rio&');
  });

  it('keeps the reply’s further fields', async () => {
    const reply = { status: 'OK', predictions: [{ ...PREDICTIONS.predictions[0], types: ['park'] }] };
    replies(json(reply));
    await expect(placesAutocomplete({ input: 'parque' })).resolves.toEqual(reply);
  });
});

describe('places details and the tracking context (GMM §5, §7, §8)', () => {
  it('GETs the details path with the parameters and the tracking context, and logs nothing', async () => {
    replies(json(DETAILS_REPLY));
    await expect(placesDetails({ place_id: 'fixture-place-masp', language: 'pt-BR' }, TRACKING)).resolves.toEqual(DETAILS_REPLY);
    expect(urls()).toEqual([`${DETAILS}?place_id=fixture-place-masp&language=pt-BR&productPage=checkout&productSection=shipping-address&crumb=c1`]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each<[string, TrackingContext | undefined]>([
    ['no tracking context', undefined],
    ['an empty one', {}],
    ['no product section', { productPage: 'checkout' }],
    ['a blank product page', { productPage: '', productSection: 'shipping-address' }],
  ])('with %s: logs the spec’s console error once, and the lookup still goes out with what there is', async (_, tracking) => {
    replies(json({ ...DETAILS_REPLY, trackingContextMissing: true }));
    await expect(placesDetails({ place_id: 'fixture-place-masp' }, tracking)).resolves.toEqual({ ...DETAILS_REPLY, trackingContextMissing: true });
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(MISSING_TRACKING_CONTEXT);
    const query = new URL(urls()[0] ?? '').searchParams;
    expect(query.get('place_id')).toBe('fixture-place-masp');
    expect(query.get('productPage')).toBe(tracking?.productPage || null);
    expect(query.get('productSection')).toBe(tracking?.productSection || null);
  });

  it('takes productPage and productSection from the tracking context only, never from the parameters', async () => {
    replies(json(DETAILS_REPLY), json(DETAILS_REPLY));
    await placesDetails({ place_id: 'p', productPage: 'from-params', productSection: 'from-params' }, TRACKING);
    await placesDetails({ place_id: 'p', productPage: 'from-params' });
    expect(urls()).toEqual([`${DETAILS}?place_id=p&productPage=checkout&productSection=shipping-address&crumb=c1`, `${DETAILS}?place_id=p&crumb=c1`]);
  });

  it('without a tracking context the parameters’ own productPage does not count as one', async () => {
    replies(json(DETAILS_REPLY));
    await placesDetails({ place_id: 'p', productPage: 'checkout', productSection: 'shipping-address' });
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(MISSING_TRACKING_CONTEXT);
    expect(urls()).toEqual([`${DETAILS}?place_id=p&crumb=c1`]);
  });
});

describe('malformed replies', () => {
  it.each([
    ['no predictions', {}, 'predictions (invalid_type)'],
    ['predictions not a list', { predictions: 'Parque' }, 'predictions (invalid_type)'],
    ['a prediction without place_id', { predictions: [{ description: 'x' }] }, 'predictions.0.place_id (invalid_type)'],
    ['a list instead of an object', [], 'reply (invalid_type)'],
  ])('an autocomplete reply with %s rejects with a PlacesReplyError naming the field', async (_, body, field) => {
    replies(json(body));
    const error = await placesAutocomplete({ input: 'x' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PlacesReplyError);
    expect(error).toMatchObject({ name: 'PlacesReplyError', message: `Malformed places autocomplete reply: ${field}` });
  });

  it('a details reply whose coordinates are text, or whose flag is not a boolean, rejects naming each field', async () => {
    const result = { ...DETAILS_REPLY.result, geometry: { location: { lat: '-23.56', lng: -46.65 } } };
    replies(json({ result, trackingContextMissing: 'yes' }));
    await expect(placesDetails({ place_id: 'p' }, TRACKING)).rejects.toThrowError(
      new PlacesReplyError('Malformed places details reply: result.geometry.location.lat (invalid_type), trackingContextMissing (invalid_type)'),
    );
  });

  it('a reply that is not JSON is the data helper’s parse error, without the system error overlay', async () => {
    replies(new Response('<html>proxy error</html>', { status: 200 }));
    await expect(placesAutocomplete({ input: 'x' })).rejects.toMatchObject({ name: 'DataError', kind: 'parse', status: 200 });
    expect(document.querySelector('.siteruntime-system-error')).toBeNull();
  });
});

describe('HTTP failures (the data helper’s rules, site-runtime.md §8)', () => {
  it('an unknown place (404 with the platform’s text) rejects with a DataError whose message is that text, not retried', async () => {
    replies(json({ error: 'Local não encontrado.' }, 404));
    await expect(placesDetails({ place_id: 'nenhum' }, TRACKING)).rejects.toMatchObject({
      name: 'DataError',
      kind: 'connect',
      message: 'Local não encontrado.',
      status: 404,
      serverError: 'Local não encontrado.',
      systemError: false,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('a failure flagged cleaned or authorizationFail keeps the platform’s text and stays a system error', async () => {
    replies(json({ error: 'Chave do serviço inválida.', authorizationFail: true }, 403), json({ error: 'Falha registrada.', cleaned: true }, 500));
    await expect(placesAutocomplete({ input: 'x' })).rejects.toMatchObject({ kind: 'unauthorized', message: 'Chave do serviço inválida.', systemError: true });
    await expect(placesAutocomplete({ input: 'x' })).rejects.toMatchObject({ message: 'Falha registrada.', cleaned: true, systemError: true });
  });

  it('a missing place_id (400 with the platform’s text) is an application error with that text', async () => {
    replies(json({ error: 'Parâmetro place_id ausente.' }, 400));
    await expect(placesDetails({}, TRACKING)).rejects.toMatchObject({ kind: 'application', message: 'Parâmetro place_id ausente.', status: 400 });
  });

  it('503 rejects with the unavailable message', async () => {
    replies(json({}, 503));
    await expect(placesAutocomplete({ input: 'x' })).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'This service is temporarily unavailable. Try again later.',
    });
  });

  it('no reply is retried once after 200 ms, then rejects as a connect failure without the overlay', async () => {
    vi.useFakeTimers();
    replies(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const outcome = placesAutocomplete({ input: 'x' }).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ kind: 'connect', message: 'Could not connect…', status: 0 });
    expect(document.querySelector('.siteruntime-system-error')).toBeNull();
  });

  it('a 504 is retried once and the second answer counts', async () => {
    vi.useFakeTimers();
    replies(json({}, 504), json(PREDICTIONS));
    const outcome = placesAutocomplete({ input: 'ibirapuera' });
    await vi.advanceTimersByTimeAsync(200);
    await expect(outcome).resolves.toEqual(PREDICTIONS);
    expect(urls()).toHaveLength(2);
  });
});
