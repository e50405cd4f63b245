import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentWithContext, holdAddedScripts } from '../test/page-document.ts';
import { addThirdPartyScript, ThirdPartyScriptError, useSharedThirdPartyScript } from './third-party-script.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('third-party scripts', () => {
  it('rejects with the reason: an error at once, a time-out after timeoutMs, nothing once the signal aborts', async () => {
    vi.useFakeTimers();
    const doc = documentWithContext();
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
    const doc = documentWithContext();
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
});
