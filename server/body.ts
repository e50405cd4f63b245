/** Small helpers for request bodies whose shape is only known at run time. */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse that answers `undefined` instead of throwing, for input we expect to be bad at times. */
export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The body as structured data: text/plain bodies (sendBeacon posts text/plain) are JSON-parsed
 * when they parse; parsed JSON and form bodies are returned as they are.
 */
export function structuredBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const parsed = tryParseJson(body);
  return parsed === undefined ? body : parsed;
}

/** A string field of an object body (JSON or form-encoded), or undefined. */
export function stringField(body: unknown, name: string): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}
