import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAddedScripts, pageDocument } from '../../test/page-document.ts';
import { addThirdPartyScript, ThirdPartyScriptError, useSharedThirdPartyScript } from './third-party-script.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('third-party scripts', () => {
  it('rejects with the reason: an error at once, a time-out after timeoutMs, nothing once the signal aborts', async () => {
    vi.useFakeTimers();
    const doc = pageDocument();
    const scripts = holdAddedScripts(doc);
    const failed = addThirdPartyScript('https://a.example/a.js', doc, 1000, new AbortController().signal);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed.done).rejects.toMatchObject({ name: 'ThirdPartyScriptError', reason: 'error' });

    const late = addThirdPartyScript('https://b.example/b.js', doc, 1000, new AbortController().signal);
    const lateOutcome = late.done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await lateOutcome;
    expect(error).toBeInstanceOf(ThirdPartyScriptError);
    expect((error as ThirdPartyScriptError).message).toBe('the script https://b.example/b.js gave no answer within 1 s');

    const stop = new AbortController();
    const stopped = addThirdPartyScript('https://c.example/c.js', doc, 1000, stop.signal);
    let settled = false;
    stopped.done.then(
      () => (settled = true),
      () => (settled = true),
    );
    stop.abort();
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).toBe(false);
  });

  it('without timeoutMs waits for the script however long it takes', async () => {
    vi.useFakeTimers();
    const doc = pageDocument();
    const scripts = holdAddedScripts(doc);
    const use = useSharedThirdPartyScript('https://d.example/d.js', doc);
    let loaded = false;
    void use.done.then(() => (loaded = true));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(loaded).toBe(false);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toBe(true);
    use.release();
    use.release();
    expect(scripts()).toEqual([]);
  });

  it('a script that failed is not requested again on the page: a later block gets the same failure', async () => {
    const doc = pageDocument();
    const scripts = holdAddedScripts(doc);
    const first = useSharedThirdPartyScript('https://e.example/e.js', doc);
    const second = useSharedThirdPartyScript('https://e.example/e.js', doc);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first.done).rejects.toMatchObject({ reason: 'error' });
    await expect(second.done).rejects.toMatchObject({ reason: 'error' });
    first.release();
    second.release();
    expect(scripts()).toEqual([]);

    // A block mounted again later (removed and added, or a popup's).
    const later = useSharedThirdPartyScript('https://e.example/e.js', doc);
    await expect(later.done).rejects.toMatchObject({ name: 'ThirdPartyScriptError', reason: 'error' });
    expect(scripts()).toEqual([]);
    later.release();
  });

  it('a script that was only late is requested again by a later block: it may still come', async () => {
    vi.useFakeTimers();
    const doc = pageDocument();
    const scripts = holdAddedScripts(doc);
    const first = useSharedThirdPartyScript('https://f.example/f.js', doc, 1000);
    const outcome = first.done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ reason: 'timeout' });
    first.release();
    const later = useSharedThirdPartyScript('https://f.example/f.js', doc, 1000);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(later.done).resolves.toBeUndefined();
    later.release();
  });
});
