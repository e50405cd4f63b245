/**
 * Path patterns used by faults and by the request-log filter: an exact path, or a glob where `*`
 * matches any run of characters except `/` (so "/dist/chunks/menu-*.js" matches one chunk file).
 */
export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  return globToRegExp(pattern).test(path);
}

/**
 * A request's path, or for a built file the path it is also known by with its chunk's name before
 * the hash (`/dist/chunks/DG7X5E.js` of the menu chunk is also `/dist/chunks/menu-DG7X5E.js`): files
 * are named by hash alone, and a fault or a filter says which chunk it means.
 */
export function requestMatches(pattern: string, { path, chunk }: { readonly path: string; readonly chunk?: string | undefined }): boolean {
  if (pathMatches(pattern, path)) return true;
  if (chunk === undefined) return false;
  const slash = path.lastIndexOf('/') + 1;
  return pathMatches(pattern, `${path.slice(0, slash)}${chunk}-${path.slice(slash)}`);
}

const cache = new Map<string, RegExp>();

function globToRegExp(pattern: string): RegExp {
  let regexp = cache.get(pattern);
  if (regexp === undefined) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
    regexp = new RegExp(`^${source}$`);
    cache.set(pattern, regexp);
  }
  return regexp;
}
