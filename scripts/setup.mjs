// The install step of `npm start` and `npm test` on a fresh machine (plain Node: nothing is installed yet).
// - npm packages, when node_modules is missing or older than package-lock.json;
// - with --browser: Debian's browsers, each when missing: chromium (Playwright drives it; no tool
//   downloads a browser of its own, so PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set for the install), and for
//   the cross-browser suite (cross/) firefox-esr, webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and
//   xvfb (MiniBrowser has no headless mode).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const INSTALLED_MARKER = 'node_modules/.package-lock.json';
/**
 * Debian's package for each browser program the tests run, by the file it installs. Chromium without its
 * recommended packages, as always; the cross-browser suite's with theirs, as checked on this machine
 * (xvfb-run needs the xauth that xvfb only recommends; MiniBrowser, WebKitGTK's media and font packages).
 */
const BROWSER_PACKAGES = [
  { file: '/usr/bin/chromium', name: 'chromium', recommends: false },
  { file: '/usr/bin/firefox-esr', name: 'firefox-esr', recommends: true },
  { file: '/usr/bin/WebKitWebDriver', name: 'webkit2gtk-driver', recommends: true },
  { file: '/usr/bin/xvfb-run', name: 'xvfb', recommends: true },
  { file: '/usr/bin/xauth', name: 'xauth', recommends: true },
];

function run(command) {
  console.log(`[setup] ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

const stale = !existsSync(INSTALLED_MARKER) || statSync(INSTALLED_MARKER).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) run('npm ci --no-audit --no-fund');

const missing = process.argv.includes('--browser') ? BROWSER_PACKAGES.filter(({ file }) => !existsSync(file)) : [];
if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update`);
  for (const recommends of [false, true]) {
    const names = missing.filter((item) => item.recommends === recommends).map(({ name }) => name);
    const flag = recommends ? '' : ' --no-install-recommends';
    if (names.length > 0) run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y${flag} ${names.join(' ')}`);
  }
}
