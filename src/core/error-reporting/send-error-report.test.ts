import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendErrorReport } from './send-error-report.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('sendErrorReport', () => {
  it('posts the entries as JSON with the crumb cookie in the CSRF header', () => {
    document.cookie = 'crumb=abc123';
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const entries = [{ eventName: 'interface_error_site-runtime', data: '{}', timestamp: 1 }];
    sendErrorReport(entries);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/events/RecordJavascriptErrors', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'abc123' },
      body: JSON.stringify(entries),
    });
    // No credentials option: fetch's default, same-origin, sends the session cookies.
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Request(new URL(path, location.href), init).credentials).toBe('same-origin');
  });

  it('gives the answer back, for the queue to honour a 429', async () => {
    const answer = new Response('', { status: 429, headers: { 'Retry-After': '5' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    await expect(sendErrorReport([])).resolves.toBe(answer);
  });

  it('swallows a failed send', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(sendErrorReport([])).resolves.toBeUndefined();
  });
});
