/**
 * True for a path on this site: it starts with a single '/' (so not '//host' or '/\host', which
 * browsers treat as another origin) and holds no control characters.
 */
export function isSameSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    value[1] !== '/' &&
    value[1] !== '\\' &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a header value must not hold
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}
