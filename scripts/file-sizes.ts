import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Size budgets the tests enforce (issue 3): the entry, and all a page with no blocks downloads. The
 * second went from 12,000 to 12,300 B when the entry learnt to name the file that failed and to warn
 * for feature modules not built yet (issue 11, about 290 B); issue 12 brings both far lower.
 */
export const BUDGET = {
  entryBrotliBytes: 3000,
  pageWithoutBlocksBrotliBytes: 12300,
} as const;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Compressed as a CDN would serve it: gzip -9 and brotli quality 11. */
export function measure(content: Buffer): Omit<FileSize, 'file'> {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Every file under `dir`, measured, paths relative to it. */
export function measureTree(dir: string): FileSize[] {
  const files: string[] = [];
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dir);
  return files.sort().map((path) => ({ file: relative(dir, path), ...measure(readFileSync(path)) }));
}
