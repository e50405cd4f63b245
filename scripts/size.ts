// npm run size: every emitted file's raw, gzip and brotli bytes, and what each page path costs in
// all. With --check, fails when the entry imports anything (it must stay one request) or when the
// entry or a path passes its brotli budget (scripts/file-sizes.ts).
import { readFileSync } from 'node:fs';
import { chunkNamesInManifest } from '../server/static/chunk-names.ts';
import { EVERY_PAGE_CHUNK } from '../src/registry.ts';
import { BUDGET, ENTRY, measureDist, pathBytes, PATHS } from './file-sizes.ts';

const DIST = 'dist';
const MANIFEST = `${DIST}/.vite/manifest.json`;

const build = measureDist(DIST);
const { sizes } = build;
const chunkNames = chunkNamesInManifest(readFileSync(MANIFEST, 'utf8'));
const width = Math.max(...sizes.map((size) => size.file.length));
const nameWidth = Math.max(5, ...[...chunkNames.values()].map((name) => name.length));
console.log(`${'file'.padEnd(width)}  ${'chunk'.padEnd(nameWidth)}  ${'raw'.padStart(8)}  ${'gzip'.padStart(8)}  ${'brotli'.padStart(8)}`);
for (const { file, raw, gzip, brotli } of sizes) {
  const name = chunkNames.get(file) ?? '';
  console.log(`${file.padEnd(width)}  ${name.padEnd(nameWidth)}  ${String(raw).padStart(8)}  ${String(gzip).padStart(8)}  ${String(brotli).padStart(8)}`);
}

const brotliOf = (file: string): number => sizes.find((size) => size.file === file)?.brotli ?? 0;

const problems: string[] = [];
const entry = brotliOf(ENTRY);
console.log(`\n${ENTRY}: ${entry} B brotli (budget ${BUDGET.entryBrotliBytes} B)`);
if (entry > BUDGET.entryBrotliBytes) problems.push(`${ENTRY} is ${entry} B brotli, over its ${BUDGET.entryBrotliBytes} B budget`);
const everyPage = pathBytes(build, [EVERY_PAGE_CHUNK]);
for (const path of PATHS) {
  const bytes = pathBytes(build, path.chunks, 'brotli', path.beyondReact ? build.react : []);
  const react = path.beyondReact ? ' (React left out)' : '';
  const beyond = path.beyondEveryPage ? ` (${bytes - everyPage} B beyond the every-page path)` : '';
  const counted = path.beyondEveryPage ? bytes - everyPage : bytes;
  console.log(`${path.name} [${path.chunks.join(' + ')}]: ${bytes} B brotli in all${react}${beyond}, budget ${path.budget} B`);
  if (counted > path.budget) problems.push(`${path.name} costs ${counted} B brotli, over its ${path.budget} B budget`);
}

if (process.argv.includes('--check')) {
  if (!sizes.some((size) => size.file === ENTRY)) problems.push(`${ENTRY} was not built`);
  if (/\bfrom\s*["']|\bimport\s*["'{*]/.test(readFileSync(`${DIST}/${ENTRY}`, 'utf8'))) problems.push(`${ENTRY} has a static import`);
  if (problems.length) {
    console.error(problems.map((problem) => `size check failed: ${problem}`).join('\n'));
    process.exit(1);
  }
  console.log('size check passed');
}
