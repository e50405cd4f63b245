import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS } from '../../shared/limits.ts';
import { watchBuild } from './build-watch.ts';

const BASE = 'https://site.test/dist/';

function show(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('the build watch', () => {
  it('reads the version file when the page is shown again, at most every 5 minutes, and knows a newer build', async () => {
    const clock = { now: 1_000_000 };
    const answers = ['{"build":"aaaaaaaaaa"}', '{"build":"bbbbbbbbbb"}'];
    const fetch = vi.fn(async () => new Response(answers.shift()));
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const newer = watchBuild(BASE, 'aaaaaaaaaa', controller.signal, () => clock.now);
    clock.now += BUILD_CHECK_INTERVAL_MS - 1;
    show('visible');
    expect(fetch).not.toHaveBeenCalled();
    clock.now += 1;
    show('hidden');
    expect(fetch).not.toHaveBeenCalled();
    show('visible');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(new URL('https://site.test/dist/version.json'), { cache: 'no-store', signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(newer()).toBe(false);
    clock.now += BUILD_CHECK_INTERVAL_MS;
    show('visible');
    await vi.waitFor(() => expect(newer()).toBe(true));
    controller.abort();
  });

  it('changes nothing when the file cannot be read or says nothing usable, and stops with its signal', async () => {
    const clock = { now: 0 };
    const fetch = vi.fn(async () => new Response('<!doctype html>'));
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const newer = watchBuild(BASE, 'aaaaaaaaaa', controller.signal, () => clock.now);
    clock.now += BUILD_CHECK_INTERVAL_MS;
    show('visible');
    fetch.mockResolvedValueOnce(new Response('{"build":""}'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(newer()).toBe(false);
    controller.abort();
    clock.now += BUILD_CHECK_INTERVAL_MS;
    show('visible');
    expect(fetch).toHaveBeenCalledOnce();
  });
});
