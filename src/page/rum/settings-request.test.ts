import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestSettings } from './settings-request.ts';

/** An XHR the test answers (`answer(status, text)`), timing out as XHR does: 'timeout', then 'loadend' with status 0. */
class FakeXhr {
  static last: FakeXhr | undefined;
  status = 0;
  responseText = '';
  url = '';
  timeout = 0;
  ontimeout: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    if (this.timeout)
      this.#timer = setTimeout(() => {
        this.ontimeout?.();
        this.onloadend?.();
      }, this.timeout);
  }
  answer(status: number, text: string) {
    clearTimeout(this.#timer);
    Object.assign(this, { status, responseText: text });
    this.onloadend?.();
  }
}

const FLAGS = { 'rum-rollout': true, 'site-runtime-app-rollout': true, 'track-page-speed-rollout': false, 'track-user-timing-rollout': true };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the performance settings call', () => {
  it('asks GET /api/1/performance/settings and gives the pageLoadId and the rollout flags', async () => {
    const settings = requestSettings();
    expect(FakeXhr.last?.url).toBe('/api/1/performance/settings');
    FakeXhr.last?.answer(200, JSON.stringify({ pageLoadId: 'p1', rolloutFlags: FLAGS, more: 1 }));
    await expect(settings).resolves.toMatchObject({ pageLoadId: 'p1', rolloutFlags: FLAGS });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands the flags over as they came (the collector reads each as `=== true`), none when they are not an object', async () => {
    const settings = requestSettings();
    FakeXhr.last?.answer(200, JSON.stringify({ pageLoadId: 'p1', rolloutFlags: { 'rum-rollout': 'yes' } }));
    expect((await settings).rolloutFlags).toEqual({ 'rum-rollout': 'yes' });
    const noFlags = requestSettings();
    FakeXhr.last?.answer(200, JSON.stringify({ pageLoadId: 'p1', rolloutFlags: [true] }));
    expect((await noFlags).rolloutFlags).toEqual({});
  });

  it.each([['{"rolloutFlags":{}}'], ['{"pageLoadId":""}'], ['{"pageLoadId":'], ['[]']])("rejects 'Unable to resolve pageLoadId' for %s", async (text) => {
    const settings = requestSettings();
    FakeXhr.last?.answer(200, text);
    await expect(settings).rejects.toThrow(new Error('Unable to resolve pageLoadId'));
  });

  it("rejects 'XHR request DONE with unexpected status: {status}' for any other status", async () => {
    const settings = requestSettings();
    FakeXhr.last?.answer(503, '{"pageLoadId":"p1"}');
    await expect(settings).rejects.toThrow(new Error('XHR request DONE with unexpected status: 503'));
  });

  it("rejects 'Metric settings request timeout' when the request times out, after 30 s", async () => {
    const settings = requestSettings();
    expect(FakeXhr.last?.timeout).toBe(30_000);
    const outcome = vi.fn();
    settings.catch(outcome);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledExactlyOnceWith(new Error('Metric settings request timeout'));
  });
});
