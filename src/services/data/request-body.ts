export type RequestBody = Readonly<Record<string, unknown>>;

export interface EncodedBody {
  body: string | URLSearchParams;
  /** Empty for a form: fetch labels URLSearchParams as application/x-www-form-urlencoded itself. */
  headers: Record<string, string>;
}

/**
 * The body as JSON when `json` is set, otherwise form-encoded (site-runtime.md §7): strings as they
 * are, anything else (objects, lists, numbers, booleans, null) as its JSON text, undefined left out.
 */
export function encodeBody(body: RequestBody, json: boolean): EncodedBody {
  if (json) return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return { body: form, headers: {} };
}
