// The folder to deploy from several releases (docs/markup.md "Deploys"): the newest release whole, and
// the chunks of older ones beside its own, so a page still running an older runtime.js finds its files.
//   npm run release:merge -- <out> <newest release> [older releases…]
// A chunk's name is its content's hash: two releases never hold different files under one name, so a
// name already there is kept as it is.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `out` from `releases` (newest first); answers how many older chunk files were added. */
export function mergeReleases(out: string, [newest, ...older]: readonly string[]): number {
  if (!newest || !existsSync(join(newest, 'runtime.js'))) throw new Error(`Not a release (no runtime.js): ${newest ?? '(none)'}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(newest, out, { recursive: true });
  let added = 0;
  for (const release of older) {
    const chunks = join(release, 'chunks');
    if (!existsSync(chunks)) throw new Error(`Not a release (no chunks/): ${release}`);
    for (const file of readdirSync(chunks)) {
      const target = join(out, 'chunks', file);
      if (existsSync(target)) continue;
      cpSync(join(chunks, file), target);
      added += 1;
    }
  }
  return added;
}

if (import.meta.filename === process.argv[1]) {
  const [out, ...releases] = process.argv.slice(2);
  if (!out || !releases.length) {
    console.error('usage: npm run release:merge -- <out> <newest release> [older releases…]');
    process.exit(2);
  }
  console.log(`${out}: ${releases[0]} and ${mergeReleases(out, releases)} chunk files of ${releases.length - 1} older release(s)`);
}
