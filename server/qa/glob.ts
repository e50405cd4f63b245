/**
 * Path patterns used by faults and by the request-log filter: an exact path, or a glob where `*`
 * matches any run of characters except `/` (so "/dist/chunks/menu-*.js" matches one chunk file).
 */
export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  return globToRegExp(pattern).test(path);
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
