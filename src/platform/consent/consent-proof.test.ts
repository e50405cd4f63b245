import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePageContext } from '../page-context/read-page-context.ts';
import { CONSENT_PROOF_PATH, sendConsentProof, settingsHash } from './consent-proof.ts';
import { COOKIE_SETTINGS_FIELDS } from './cookie-settings-fields.ts';

afterEach(() => vi.unstubAllGlobals());

/** The cookie settings as the runtime reads them from a page context's JSON. */
const settingsOf = (json: string) => parsePageContext(json).context.cookieSettings;

/**
 * docs/markup.md "Proof of consent": the order of the fields it hashes, its example page context, the JSON text
 * that context gives and its hash (computed apart, in Python).
 */
function docsExample(): { order: string[]; context: string; text: string; hash: string } {
  const doc = readFileSync(resolve(process.cwd(), 'docs/markup.md'), 'utf8');
  const section = doc.slice(doc.indexOf('*Proof of consent* (**chosen here**'), doc.indexOf('*Google Consent Mode v2* (**chosen here**'));
  const block = (language: string): string => new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(section)?.[1] ?? '';
  const order = [...(/in this order: ([^.]*)\./.exec(section)?.[1]?.matchAll(/`(\w+)`/g) ?? [])].map((match) => match[1] ?? '');
  return { order, context: block('json'), text: block('text'), hash: /`settingsHash` is `([0-9a-f]{8})`/.exec(section)?.[1] ?? '' };
}

describe('settingsHash', () => {
  it('gives the docs’ example its documented hash: FNV-1a 32 over the UTF-8 bytes of the documented JSON text', () => {
    const { order, context, text, hash } = docsExample();
    expect(hash).toBe('ff33f628');
    // The documented text: JSON.stringify's, of the documented fields in their order (SR §3's twelve), valued as the runtime reads the context.
    const settings = settingsOf(context);
    const fields = JSON.parse(text) as Record<string, unknown>;
    expect(JSON.stringify(fields)).toBe(text);
    expect(order).toEqual(COOKIE_SETTINGS_FIELDS);
    expect(order).toHaveLength(12);
    expect(Object.keys(fields)).toEqual(order);
    for (const field of order) expect(fields[field], field).toBe(settings[field as keyof typeof settings]);
    expect(settingsHash(settings)).toBe(hash);
  });

  it('hashes the twelve settings alone, in SR §3’s order: a field left out counts as its default, the context’s order and other fields do not count', () => {
    const full = settingsOf(docsExample().context);
    const reordered = JSON.stringify({ cookieSettings: Object.fromEntries(Object.entries(full).reverse()) });
    expect(settingsHash(settingsOf(reordered))).toBe('ff33f628');
    expect(settingsHash({ ...full, isConsentProofEnabled: false, newPlatformField: 1 } as typeof full)).toBe('ff33f628');
    // Every field at its default, as the table of docs/markup.md gives them: computed apart (Python).
    expect(settingsHash(settingsOf('{}'))).toBe('93cacbd2');
    expect(settingsHash(settingsOf('{"cookieSettings":{"cookieBannerTheme":"DARK","isVisitorDataRestricted":"yes"}}'))).toBe('93cacbd2');
    expect(settingsHash({ ...full, cookieBannerTheme: 'LIGHT' })).not.toBe('ff33f628');
  });

  it('writes 8 hex digits, leading zeros kept', () => {
    // The defaults with this label: a hash below 0x10000000, computed apart (Python).
    expect(settingsHash({ ...settingsOf('{}'), cookieBannerCtaText: 'ak' })).toBe('04e6c912');
  });
});

describe('sendConsentProof', () => {
  it('is sent once with a beacon as JSON: its id, when, the settings fingerprint and the choice', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const settings = settingsOf(docsExample().context);
    const proof = sendConsentProof(true, settings, 1_767_225_600_000);
    expect(proof).toEqual({ id: expect.stringMatching(/^[\w-]{21}$/), timestamp: 1_767_225_600_000, settingsHash: 'ff33f628', allowed: true });
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(CONSENT_PROOF_PATH);
    expect(CONSENT_PROOF_PATH).toBe('/api/consent/RecordConsent');
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(proof);
  });
});
