import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_PROOF_PATH, sendConsentProof, settingsHash } from './consent-proof.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the proof of a consent choice', () => {
  it('fingerprints the banner settings: the same settings the same 8 hex digits, any change another', () => {
    const settings = { cookieBannerText: '<p>Usamos cookies.</p>', cookieBannerAcceptType: 'OPT_IN' };
    expect(settingsHash(settings)).toMatch(/^[0-9a-f]{8}$/);
    expect(settingsHash({ ...settings })).toBe(settingsHash(settings));
    expect(settingsHash({ ...settings, cookieBannerAcceptType: 'OPT_IN_AND_OUT' })).not.toBe(settingsHash(settings));
    // FNV-1a 32 of the JSON text '{}', as computed apart (Python): stable across releases, so stored proofs stay comparable.
    expect(settingsHash({})).toBe('5465b825');
  });

  it('is sent once with a beacon as JSON: its id, when, the settings fingerprint and the choice', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const proof = sendConsentProof(true, { cookieBannerText: 'x' }, 1_767_225_600_000);
    expect(proof).toEqual({
      id: expect.stringMatching(/^[\w-]{21}$/),
      timestamp: 1_767_225_600_000,
      settingsHash: settingsHash({ cookieBannerText: 'x' }),
      allowed: true,
    });
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(CONSENT_PROOF_PATH);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(proof);
  });
});
