// npm run size: every emitted file's raw, gzip and brotli bytes. With --check, fails when the entry
// passes its brotli budget or imports anything (it must stay one request).
import { readFileSync } from 'node:fs';
import { BUDGET, measureTree } from './file-sizes.ts';

const DIST = 'dist';
const ENTRY = 'runtime.js';

const sizes = measureTree(DIST);
const width = Math.max(...sizes.map((size) => size.file.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(8)}  ${'gzip'.padStart(8)}  ${'brotli'.padStart(8)}`);
for (const { file, raw, gzip, brotli } of sizes) {
  console.log(`${file.padEnd(width)}  ${String(raw).padStart(8)}  ${String(gzip).padStart(8)}  ${String(brotli).padStart(8)}`);
}

if (process.argv.includes('--check')) {
  const entry = sizes.find((size) => size.file === ENTRY);
  const problems: string[] = [];
  if (!entry) problems.push(`${ENTRY} was not built`);
  else if (entry.brotli > BUDGET.entryBrotliBytes) problems.push(`${ENTRY} is ${entry.brotli} B brotli, over its ${BUDGET.entryBrotliBytes} B budget`);
  if (/\bfrom\s*["']|\bimport\s*["'{*]/.test(readFileSync(`${DIST}/${ENTRY}`, 'utf8'))) problems.push(`${ENTRY} has a static import`);
  if (problems.length) {
    console.error(problems.map((problem) => `size check failed: ${problem}`).join('\n'));
    process.exit(1);
  }
  console.log(`size check passed: ${ENTRY} ${entry?.brotli} B brotli (budget ${BUDGET.entryBrotliBytes} B)`);
}
