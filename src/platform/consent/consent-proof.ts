import { nanoid } from 'nanoid';
import { API_ROOT } from '../../shared/platform.ts';

/** Where each choice is recorded (issue 16; the platform's endpoint is not in the spec: chosen here, docs/markup.md). */
export const CONSENT_PROOF_PATH = `${API_ROOT}consent/RecordConsent`;

/** A short, stable fingerprint of the banner settings the visitor chose under (FNV-1a, 32 bits, hex): which text and options they saw. */
export function settingsHash(settings: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(settings) ?? '') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
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
export function sendConsentProof(allowed: boolean, settings: unknown, now = Date.now()): ConsentProof {
  const proof: ConsentProof = { id: nanoid(), timestamp: now, settingsHash: settingsHash(settings), allowed };
  navigator.sendBeacon?.(CONSENT_PROOF_PATH, new Blob([JSON.stringify(proof)], { type: 'application/json' }));
  return proof;
}
