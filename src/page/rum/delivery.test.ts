import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver } from './delivery.ts';

const IOS_12 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';
const IOS_12_CHROME = 'Mozilla/5.0 (iPad; CPU OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/71.0.3578.89 Mobile/15E148 Safari/605.1';
const IOS_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

class FakeXhr {
  static sent: { method: string; url: string; type: string | undefined; body: string }[] = [];
  method = '';
  url = '';
  type: string | undefined;
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    if (name === 'Content-Type') this.type = value;
  }
  send(body: string) {
    FakeXhr.sent.push({ method: this.method, url: this.url, type: this.type, body });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

describe('delivery', () => {
  it('skips the beacon on old iOS WebKit only (iOS before 13, any browser there)', () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    /** Whether deliver leaves the beacon aside for this browser. */
    const skipsBeacon = (userAgent: string): boolean => {
      const sendBeacon = vi.fn(() => true);
      deliver(() => '', { userAgent, sendBeacon } as unknown as Navigator);
      return sendBeacon.mock.calls.length === 0;
    };
    expect(skipsBeacon(IOS_12)).toBe(true);
    expect(skipsBeacon(IOS_12_CHROME)).toBe(true);
    expect(skipsBeacon(IOS_17)).toBe(false);
    expect(skipsBeacon(IPADOS)).toBe(false);
    expect(skipsBeacon(CHROME)).toBe(false);
  });

  it('sends a text/plain beacon to the records endpoint, the body saying beacon', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    deliver((type) => `[${type}]`, { userAgent: CHROME, sendBeacon } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/1/performance/records', '[beacon]');
    expect(FakeXhr.sent).toEqual([]);
  });

  it('falls back to an XHR when the beacon is refused or skipped, the body saying xhr', () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = vi.fn(() => false);
    deliver((type) => `[${type}]`, { userAgent: CHROME, sendBeacon: refused } as unknown as Navigator);
    const skipped = vi.fn(() => true);
    deliver((type) => `[${type}]`, { userAgent: IOS_12, sendBeacon: skipped } as unknown as Navigator);
    expect(skipped).not.toHaveBeenCalled();
    deliver((type) => `[${type}]`, { userAgent: CHROME } as Navigator);
    const xhr = { method: 'POST', url: '/api/1/performance/records', type: 'text/plain;charset=UTF-8', body: '[xhr]' };
    expect(FakeXhr.sent).toEqual([xhr, xhr, xhr]);
  });
});
