import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStub } from '../../test/consent-stub.ts';
import { sendCensus } from './send-census.ts';

/** A visitor who allows tracking. */
const ALLOWED = consentStub();

type FetchArgs = [string, RequestInit];
const requestOf = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls[0] as FetchArgs;

/** A fetch that never answers on its own, only rejecting once its signal aborts, as a browser does. */
const hangingFetch = () =>
  vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );

let consoleSpies: ReturnType<typeof vi.spyOn>[];

beforeEach(() => {
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method));
});

afterEach(() => {
  for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendCensus', () => {
  it('POSTs the fields form-encoded, same-origin, keepalive, with an abort signal', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await sendCensus(ALLOWED, '/api/census/button-click', { id: 'block-botao', newWindow: false, context: 1, buttonText: 'Ver a loja & mais' });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = requestOf(fetchMock);
    expect(url).toBe('/api/census/button-click');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: true });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('id=block-botao&newWindow=false&context=1&buttonText=Ver+a+loja+%26+mais');
    // A URLSearchParams body is what makes the browser send application/x-www-form-urlencoded.
    expect(new Request('http://site.test/', { method: 'POST', body: init.body ?? null }).headers.get('content-type')).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
  });

  it('sends booleans as true/false', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await sendCensus(ALLOWED, '/api/census/button-render', { newWindow: true, other: false });
    expect(String(requestOf(fetchMock)[1].body)).toBe('newWindow=true&other=false');
  });

  it('sends nothing unless consent allows tracking, asking at send time', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const consent = consentStub(false);
    await sendCensus(consent, '/api/census/RecordHit', { event: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    consent.choose(true);
    await sendCensus(consent, '/api/census/RecordHit', { event: 1 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('aborts a hanging request after 2500 ms and resolves quietly', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    let settled = false;
    const sent = sendCensus(ALLOWED, '/api/census/RecordHit', { event: 1 }).then(() => (settled = true));
    const signal = requestOf(fetchMock)[1].signal!;
    await vi.advanceTimersByTimeAsync(2499);
    expect(signal.aborted).toBe(false);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    await expect(sent).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its time-out once the server answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    await sendCensus(ALLOWED, '/api/census/RecordHit', { event: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['fetch rejects (network failure)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', async () => new Response('Erro', { status: 500 })],
    ['the server answers 404', async () => new Response('', { status: 404 })],
    [
      'fetch throws synchronously',
      () => {
        throw new TypeError('bad request init');
      },
    ],
  ])('swallows the failure silently when %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await expect(sendCensus(ALLOWED, '/api/census/overlay', { pageId: 'x' })).resolves.toBeUndefined();
  });
});
