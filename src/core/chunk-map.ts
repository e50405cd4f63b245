/**
 * Chunk name → its files, relative to the runtime's own URL. vite.config.ts defines the map: the
 * chunk's hash, then its stylesheets as `<name>-<hash>`, space separated (build/chunk-map.ts explains
 * why so terse); in the dev server, the source module's path.
 */
declare const __SITE_RUNTIME_CHUNK_MAP__: Record<string, string>;

export function chunkFiles(name: string): readonly string[] | undefined {
  const entry = __SITE_RUNTIME_CHUNK_MAP__[name];
  if (entry === undefined) return undefined;
  if (entry.startsWith('/')) return [entry];
  const [hash, ...stylesheets] = entry.split(' ');
  return [`chunks/${name}-${hash}.js`, ...stylesheets.map((file) => `chunks/${file}.css`)];
}
