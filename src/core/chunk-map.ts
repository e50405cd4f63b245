/**
 * Feature name → chunk file, relative to the runtime's own URL. vite.config.ts defines it: from the
 * features build's manifest for runtime.js, from the sources in the dev server.
 */
declare const __SITE_RUNTIME_CHUNK_MAP__: Record<string, string>;

export function chunkFile(feature: string): string | undefined {
  return __SITE_RUNTIME_CHUNK_MAP__[feature];
}
