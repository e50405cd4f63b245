/**
 * The absolute URL of `address` (resolved against `base`) when it is http(s), else undefined.
 * Addresses the runtime loads come from the page: a data: or javascript: one must never run.
 */
export function httpUrl(address: string, base: string): string | undefined {
  try {
    const url = new URL(address, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
