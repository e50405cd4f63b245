// npm run bench: what the runtime costs a visitor, page by page, beside the same page without it and
// beside other ways to build the accordion (README, "Benchmark"). It prints figures and never fails on
// a timing; it is not part of npm test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { buildApp } from '../../server/app.ts';
import { ACCORDION_PAGE, buildAlternatives } from './alternatives.ts';
import { benchGalleryMotion, formatGalleryMotion, GALLERY_MOTION, type GalleryMotionFigures } from './gallery-motion.ts';
import { startCdn, type ServedFile } from './cdn.ts';
import { CPU_SLOWDOWN, loadPage, loadsClosed, PROFILE_LOADS, SLOW_4G, VIEWPORT, type LoadResult, type Profile, type Variant } from './load.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { runtimePages, type BenchPage } from './pages.ts';
import { formatReport, summarize } from './report.ts';
import { benchRumTasks, formatRum, RUM_TASKS, rumFigures, type RumRunTasks } from './rum.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REPORT = join(ROOT, 'reports', 'bench.json');
const ALTERNATIVE_NAMES = ['alt-govuk', 'alt-react', 'alt-island', 'alt-stimulus'];
const LOADS = (Object.entries(PROFILE_LOADS) as [Profile, readonly Variant[]][]).flatMap(([profile, variants]) =>
  variants.map((variant) => ({ profile, variant })),
);

const log = (line: string): void => void process.stderr.write(`${line}\n`);

let options: BenchOptions;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  log(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!existsSync(join(ROOT, 'dist', 'runtime.js'))) {
  log('dist/runtime.js is missing: run `npm run build` first.');
  process.exit(2);
}

const wanted = (name: string): boolean => !options.pages || options.pages.includes(name);
const wantedPage = (page: BenchPage): boolean => wanted(page.name) || (page.companionOf !== undefined && wanted(page.companionOf));
const runtime = await runtimePages();
const known = [...runtime.map((page) => page.name), ...ALTERNATIVE_NAMES, GALLERY_MOTION, RUM_TASKS];
const unknown = options.pages?.filter((name) => !known.includes(name)) ?? [];
if (unknown.length > 0) {
  log(`Unknown page ${unknown.join(', ')}; the pages are: ${known.join(', ')}`);
  process.exit(2);
}

const started = Date.now();
const app = await buildApp({ rootDir: ROOT, logger: false });
await app.ready();
let files = new Map<string, ServedFile>();
let alternatives: BenchPage[] = [];
if (ALTERNATIVE_NAMES.some(wanted)) {
  const built = await buildAlternatives(app, ROOT, log);
  files = built.files;
  alternatives = built.pages.filter((page) => wanted(page.name));
}
// The accordion's alternatives print right after it, its no-JS row and its page without hints.
const chosen = runtime.filter(wantedPage);
const lastAccordion = chosen.findLastIndex((page) => page.path.split('?')[0] === ACCORDION_PAGE);
const pages = lastAccordion < 0 ? [...chosen, ...alternatives] : [...chosen.slice(0, lastAccordion + 1), ...alternatives, ...chosen.slice(lastAccordion + 1)];

const cdn = await startCdn(app, join(ROOT, 'dist'), files);
const launchOptions = playwrightConfig.use?.launchOptions ?? {};
// Playwright keeps DevTools' Runtime domain on, and V8 then records a detailed stack trace for every
// Error built, which needs the source positions of every function on the stack. React builds five
// Errors while its module evaluates: finding their positions re-parsed react-dom's 170 KB factory,
// 60–110 ms at 4x that no visitor's browser spends. This flag has V8 record positions as it compiles
// instead (a little more compile work for every page, alternatives included). README "Benchmark".
const V8_FLAGS = '--js-flags=--no-enable-lazy-source-positions';
const browser = await chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--ignore-certificate-errors', V8_FLAGS] });
log(`Chromium ${browser.version()} ${V8_FLAGS}, ${cdn.origin}, ${pages.length} pages × ${options.runs} runs × ${LOADS.length} loads`);

const results: LoadResult[] = [];
let galleryMotion: GalleryMotionFigures | undefined;
let rumTasks: RumRunTasks[] | undefined;
try {
  // The browser's first load pays for starting its network and renderer processes: measured, then dropped.
  const first = pages[0];
  if (first) await loadPage(browser, cdn, first, 'cpu4', 'js', false);
  // Run by run over every page, so a slow moment of the machine spreads over pages instead of one.
  for (let run = 1; run <= options.runs; run += 1) {
    for (const page of pages) {
      for (const { profile, variant } of LOADS) results.push(await loadPage(browser, cdn, page, profile, variant, profile === 'cpu4' && variant === 'js'));
      log(`run ${run}/${options.runs} ${page.name} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  if (wanted(GALLERY_MOTION)) galleryMotion = await benchGalleryMotion(browser, cdn.origin, options.runs, log);
  if (wanted(RUM_TASKS)) rumTasks = await benchRumTasks(browser, cdn.origin, options.runs, join(ROOT, 'dist'));
} finally {
  await loadsClosed();
  await browser.close();
  await cdn.close();
  await app.close();
}

const figures = pages.map((page) => summarize(page, results));
if (pages.length > 0) console.log(formatReport(figures, [pages.find((page) => page.path === ACCORDION_PAGE)?.name ?? ''], options.runs));
if (galleryMotion) console.log(formatGalleryMotion(galleryMotion, options.runs));
const rum = { ...rumFigures(join(ROOT, 'dist')), ...(rumTasks && { tasks: rumTasks }) };
console.log(formatRum(rum));

mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(
  REPORT,
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      commit: gitCommit(),
      chromium: browser.version(),
      runs: options.runs,
      seconds: Math.round((Date.now() - started) / 1000),
      conditions: {
        cpuSlowdown: CPU_SLOWDOWN,
        slow4g: SLOW_4G,
        viewport: VIEWPORT,
        http: 'HTTP/2 over TLS, brotli 11 for static files, 5 for HTML and API answers',
      },
      pages: figures,
      loads: results,
      ...(galleryMotion && { galleryMotion }),
      rum,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten to ${REPORT} in ${Math.round((Date.now() - started) / 1000)} s.`);

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
