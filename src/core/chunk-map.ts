/**
 * Chunk name → [JS file, then its stylesheets], relative to the runtime's own URL. vite.config.ts
 * defines it: from the features build's manifest for runtime.js, from the sources in the dev server.
 */
declare const __SITE_RUNTIME_CHUNK_MAP__: Record<string, readonly string[]>;

export function chunkFiles(name: string): readonly string[] | undefined {
  return __SITE_RUNTIME_CHUNK_MAP__[name];
}
