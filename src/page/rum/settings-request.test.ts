import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestSettings } from './settings-request.ts';

/** An XHR the test answers: `answer(status, text)`. */
class FakeXhr {
  static last: FakeXhr | undefined;
  status = 0;
  responseText = '';
  url = '';
  aborted = false;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {}
  abort() {
    this.aborted = true;
    this.onloadend?.();
  }
  answer(status: number, text: string) {
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
    const settings = requestSettings(new AbortController().signal);
    expect(FakeXhr.last?.url).toBe('/api/1/performance/settings');
    FakeXhr.last?.answer(200, JSON.stringify({ pageLoadId: 'p1', rolloutFlags: FLAGS, more: 1 }));
    await expect(settings).resolves.toMatchObject({ pageLoadId: 'p1', rolloutFlags: FLAGS });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads a flag that is absent or not a boolean as off', async () => {
    const settings = requestSettings(new AbortController().signal);
    FakeXhr.last?.answer(200, JSON.stringify({ pageLoadId: 'p1', rolloutFlags: { 'rum-rollout': 'yes' } }));
    expect((await settings).rolloutFlags).toEqual({
      'rum-rollout': false,
      'site-runtime-app-rollout': false,
      'track-page-speed-rollout': false,
      'track-user-timing-rollout': false,
    });
  });

  it.each([['{"rolloutFlags":{}}'], ['{"pageLoadId":""}'], ['{"pageLoadId":'], ['[]']])("rejects 'Unable to resolve pageLoadId' for %s", async (text) => {
    const settings = requestSettings(new AbortController().signal);
    FakeXhr.last?.answer(200, text);
    await expect(settings).rejects.toThrow(new Error('Unable to resolve pageLoadId'));
  });

  it("rejects 'XHR request DONE with unexpected status: {status}' for any other status", async () => {
    const settings = requestSettings(new AbortController().signal);
    FakeXhr.last?.answer(503, '{"pageLoadId":"p1"}');
    await expect(settings).rejects.toThrow(new Error('XHR request DONE with unexpected status: 503'));
  });

  it("rejects 'Metric settings request timeout' after 30 s, and the request goes", async () => {
    const settings = requestSettings(new AbortController().signal);
    const xhr = FakeXhr.last!;
    vi.advanceTimersByTime(29_999);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(settings).rejects.toThrow(new Error('Metric settings request timeout'));
    expect(xhr.aborted).toBe(true);
  });

  it('is abandoned with the collector: the request and its timer go, nothing settles', async () => {
    const controller = new AbortController();
    const outcome = vi.fn();
    requestSettings(controller.signal).then(outcome, outcome);
    controller.abort();
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.runAllTimersAsync();
    expect(outcome).not.toHaveBeenCalled();
  });
});
