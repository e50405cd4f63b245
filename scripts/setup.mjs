// The install step of `npm start` and `npm test` on a fresh machine (plain Node: nothing is installed yet).
// - npm packages, when node_modules is missing or older than package-lock.json;
// - with --browser: Debian's chromium, when /usr/bin/chromium is missing (Playwright drives it; no tool
//   downloads a browser of its own, so PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set for the install).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const INSTALLED_MARKER = 'node_modules/.package-lock.json';
const CHROMIUM = '/usr/bin/chromium';

function run(command) {
  console.log(`[setup] ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

const stale = !existsSync(INSTALLED_MARKER) || statSync(INSTALLED_MARKER).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) run('npm ci --no-audit --no-fund');

if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium`);
}
