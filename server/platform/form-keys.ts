import { randomToken } from '../random.ts';

/** One hour, as on the platform. */
export const FORM_KEY_TTL_MS = 60 * 60 * 1000;

/** Form submission keys: random, valid for an hour, each accepted once. */
export class FormKeyStore {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    this.forgetExpired();
    const key = randomToken(16);
    this.expiries.set(key, this.now() + FORM_KEY_TTL_MS);
    return key;
  }

  /** True when the key was issued, is still valid and had not been used; it cannot be used again. */
  consume(key: string): boolean {
    const expiry = this.expiries.get(key);
    this.expiries.delete(key);
    return expiry !== undefined && expiry > this.now();
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [key, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(key);
  }
}
