import { nanoid } from 'nanoid';
import { API_ROOT } from '../../shared/platform.ts';
import type { PageContext } from '../page-context/read-page-context.ts';
import { COOKIE_SETTINGS_FIELDS } from './cookie-settings-fields.ts';

/**
 * Where each choice is recorded (the platform's endpoint is not in the spec: chosen here, docs/markup.md "Proof of consent").
 * @internal Exported for the tests: the tests read the endpoint.
 */
export const CONSENT_PROOF_PATH = `${API_ROOT}consent/RecordConsent`;

type FingerprintedSettings = Pick<PageContext['cookieSettings'], (typeof COOKIE_SETTINGS_FIELDS)[number]>;

/**
 * The fingerprint of the banner settings the visitor chose under, which the platform can recompute
 * (docs/markup.md "Proof of consent"): FNV-1a, 32 bits, over the UTF-8 bytes of the JSON text of SR §3's
 * twelve settings alone, in its order (JSON.stringify's field list), as the page context's parse gives
 * them; 8 hex digits.
 * @internal Exported for the tests: the e2e specs and the fixture server's checks compute it too.
 */
export function settingsHash(settings: FingerprintedSettings): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(JSON.stringify(settings, [...COOKIE_SETTINGS_FIELDS]))) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The proof of one choice: its own id, when, under which banner settings, and the choice. */
export interface ConsentProof {
  id: string;
  timestamp: number;
  settingsHash: string;
  allowed: boolean;
}

/** Sends the proof of a choice once, with a beacon (it outlives a page that closes right after the click). */
export function sendConsentProof(allowed: boolean, settings: FingerprintedSettings, now = Date.now()): ConsentProof {
  const proof: ConsentProof = { id: nanoid(), timestamp: now, settingsHash: settingsHash(settings), allowed };
  navigator.sendBeacon?.(CONSENT_PROOF_PATH, new Blob([JSON.stringify(proof)], { type: 'application/json' }));
  return proof;
}
