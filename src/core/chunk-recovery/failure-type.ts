import type { ChunkFailureType } from '../chunk-load-error.ts';

/** Whether a chunk file is a stylesheet, a retry's query string included. */
export const isStylesheet = (url: string): boolean => /\.css($|\?)/.test(url);

/** What the server says of a file, asked again after a failed load (0: no answer). */
export interface Probe {
  readonly status: number;
  readonly contentType: string;
}

/** import() and <link> tell no HTTP status, so the server is asked again, only after a failure, past every cache. */
export async function probeFile(url: string): Promise<Probe> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '' };
  } catch {
    return { status: 0, contentType: '' };
  }
}

/**
 * SR §8's three types, from the probe: `missing` for a 404 or 410, and for a 200 that is not the file
 * (an HTML page a server or CDN answers for unknown paths: the file is gone, the page's runtime is older
 * than the deploy); `error` for everything else (no answer, another status, or a file that arrived and
 * failed to run). A time-out is the loader's to say.
 */
export function failureType(url: string, { status, contentType }: Probe): ChunkFailureType {
  if (status === 404 || status === 410) return 'missing';
  const expected = isStylesheet(url) ? /^text\/css\b/i : /^(text|application)\/(javascript|ecmascript)\b/i;
  return status === 200 && !expected.test(contentType) ? 'missing' : 'error';
}
