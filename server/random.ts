import { randomBytes } from 'node:crypto';

/**
 * Random hex token with `bytes` bytes of entropy (so 2 × bytes characters).
 * Hex is safe as it stands in cookies, HTML attributes, CSP nonces and JSON.
 */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}
