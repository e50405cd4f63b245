import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { escapeHtml } from '../../server/html/escape.ts';
import type { ServedFile } from './cdn.ts';
import { accordionClick, type BenchPage } from './pages.ts';

/**
 * The same accordion page built with other tools, in a temporary folder that is never committed:
 * govuk-frontend's Accordion; the whole page rendered by React on the server and hydrated with
 * hydrateRoot; the runtime's markup in an @11ty/is-land island that imports a custom element once
 * visible; and a Stimulus application that imports its controller only when the page has its element.
 * All start from the runtime's accordion page as the fixture server renders it (its layout, site.css,
 * texts and panels); only the block's markup and the scripts differ.
 */

/** The runtime's page the alternatives copy. */
export const ACCORDION_PAGE = '/examples/accordion/1.html';
/** npm packages installed in the temporary folder (React comes from the project's node_modules). */
const GOVUK_PACKAGES = ['govuk-frontend@^6.6.0', 'sass@^1.108.0'];
const ISLAND_PACKAGES = ['@11ty/is-land@^5.0.1'];
const STIMULUS_PACKAGES = ['@hotwired/stimulus@^3.2.2'];
const WORK_DIR = join(tmpdir(), 'site-runtime-bench');
const URL_PREFIX = '/__bench';
/** Where a block's content goes in the serialized page (replaced as a string, so the inserted markup stays exactly as built). */
const SLOT = '<bench-slot></bench-slot>';

export interface Alternatives {
  readonly pages: BenchPage[];
  readonly files: Map<string, ServedFile>;
}

interface AccordionItem {
  readonly headingTag: string;
  readonly buttonId: string;
  readonly panelId: string;
  readonly title: string;
  readonly html: string;
  readonly open: boolean;
}

interface PageParts {
  readonly blockId: string;
  readonly items: AccordionItem[];
  readonly home: { readonly href: string; readonly text: string };
  readonly title: string;
  readonly heading: string;
  readonly footer: string;
}

type Doc = ReturnType<InstanceType<typeof Window>['DOMParser']['prototype']['parseFromString']>;

export async function buildAlternatives(app: FastifyInstance, rootDir: string, log: (line: string) => void): Promise<Alternatives> {
  // Without the runtime's preload hints (?preload=0): the alternatives load none of its files.
  const reply = await app.inject({ method: 'GET', url: `${ACCORDION_PAGE}?preload=0`, headers: { host: 'bench.invalid' } });
  if (reply.statusCode !== 200) throw new Error(`${ACCORDION_PAGE} answered ${reply.statusCode}`);
  const page = reply.body;
  const files = new Map<string, ServedFile>();
  mkdirSync(WORK_DIR, { recursive: true });
  const parts = withDocument(page, readParts);
  const pages: BenchPage[] = [];
  // One that cannot be built (no network for npm, a package changed) is left out, with the reason, and the rest still runs.
  const builders: [string, () => Promise<BenchPage>][] = [
    ['alt-govuk', () => buildGovuk(page, parts, files, log)],
    ['alt-react', () => buildReact(page, parts, rootDir, files, log)],
    ['alt-island', () => buildIsland(page, files, log)],
    ['alt-stimulus', () => buildStimulus(page, files, log)],
  ];
  for (const [name, builder] of builders) {
    try {
      pages.push(await builder());
    } catch (error) {
      log(`${name} left out: it could not be built (${(error as Error).message})`);
    }
  }
  return { pages, files };
}

/** govuk-frontend's Accordion from its ES module build, bundled by Vite, with only the accordion's Sass compiled. */
async function buildGovuk(page: string, parts: PageParts, files: Map<string, ServedFile>, log: (line: string) => void): Promise<BenchPage> {
  const dir = installed('govuk', GOVUK_PACKAGES, log);
  // As the govuk-frontend README says for a bundler: import the component and initialise it (createAll).
  writeFileSync(join(dir, 'main.mjs'), "import { Accordion, createAll } from 'govuk-frontend';\ncreateAll(Accordion);\n");
  const js = await viteBuild(dir, 'main.mjs', `${URL_PREFIX}/govuk/`, files);
  // Its settings and the accordion component only (not the whole framework); the page keeps its own font,
  // so GOV.UK's font files are neither declared nor downloaded.
  writeFileSync(
    join(dir, 'accordion.scss'),
    '@use "govuk-frontend/dist/govuk/base" with ($govuk-font-family: (system-ui, sans-serif), $govuk-include-default-font-face: false);\n@use "govuk-frontend/dist/govuk/components/accordion";\n',
  );
  const sass = createRequire(join(dir, 'package.json'))('sass') as { compile(path: string, options: object): { css: string } };
  const css = sass.compile(join(dir, 'accordion.scss'), { loadPaths: [join(dir, 'node_modules')], style: 'compressed' }).css;
  const cssPath = `${URL_PREFIX}/govuk/accordion.css`;
  files.set(cssPath, { body: Buffer.from(css), contentType: 'text/css; charset=utf-8' });

  const markup = govukMarkup(parts);
  const shape = (dropScripts: boolean): string =>
    withDocument(page, (doc) => {
      doc.querySelector('[data-block-type="69"]')?.replaceWith(doc.createElement('bench-slot'));
      doc.querySelector('link[rel="stylesheet"]')?.after(element(doc, 'link', { rel: 'stylesheet', href: cssPath }));
      setScripts(doc, dropScripts, [element(doc, 'script', { type: 'module', src: js })]);
      // The class govuk-frontend's docs add first thing in the body; without it createAll does nothing.
      if (!dropScripts) {
        const flag = doc.createElement('script');
        flag.textContent = "document.body.className += ' js-enabled' + ('noModule' in HTMLScriptElement.prototype ? ' govuk-frontend-supported' : '');";
        doc.body.prepend(flag);
      }
      return serialize(doc).replace(SLOT, markup);
    });
  const path = servePage(files, 'govuk', shape);
  return {
    name: 'alt-govuk',
    path,
    runtime: false,
    signals: [{ kind: 'present', selector: '.govuk-accordion button[aria-expanded]' }],
    signalText: "govuk-frontend's Accordion: its section buttons (with aria-expanded) exist; settled = that moment",
    click: { selector: '.govuk-accordion button.govuk-accordion__section-button', nth: 1, what: 'click the second heading' },
  };
}

function govukMarkup({ blockId, items }: PageParts): string {
  const id = `${blockId}-govuk`;
  const sections = items.map(
    (item, index) => `<div class="govuk-accordion__section${item.open ? ' govuk-accordion__section--expanded' : ''}">
  <div class="govuk-accordion__section-header">
    <${item.headingTag} class="govuk-accordion__section-heading"><span class="govuk-accordion__section-button" id="${id}-heading-${index + 1}">${escapeHtml(item.title)}</span></${item.headingTag}>
  </div>
  <div id="${id}-content-${index + 1}" class="govuk-accordion__section-content">${item.html}</div>
</div>`,
  );
  return `<div class="govuk-accordion" data-module="govuk-accordion" id="${id}" data-remember-expanded="false">\n${sections.join('\n')}\n</div>`;
}

/** Serves a page at `/__bench/{name}.html`, built with its scripts and without them (the no-JS load); its path. */
function servePage(files: Map<string, ServedFile>, name: string, shape: (dropScripts: boolean) => string): string {
  const path = `${URL_PREFIX}/${name}.html`;
  files.set(path, { body: Buffer.from(shape(false)), withoutScripts: Buffer.from(shape(true)), contentType: 'text/html; charset=utf-8' });
  return path;
}

/** A folder under the bench's temporary one with `packages` installed (once: a later run reuses them). */
function installed(name: string, packages: readonly string[], log: (line: string) => void): string {
  const dir = join(WORK_DIR, name);
  mkdirSync(dir, { recursive: true });
  const names = packages.map((spec) => spec.slice(0, spec.lastIndexOf('@')));
  if (!names.every((pkg) => existsSync(join(dir, 'node_modules', pkg, 'package.json')))) {
    log(`installing ${packages.join(' ')} in ${dir}`);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `bench-${name}`, private: true, type: 'module' }));
    execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error', ...packages], {
      stdio: 'inherit',
    });
  }
  return dir;
}

/**
 * What the peers' accordion does (the runtime's, docs/markup.md 6.1, in short): marks its buttons as it
 * starts (the signal the bench watches, as for the runtime's) and opens one item at a time.
 */
const ACCORDION_BEHAVIOUR = `export function startAccordion(block) {
  const buttons = [...block.querySelectorAll('button[aria-controls]')];
  for (const button of buttons) button.setAttribute('aria-expanded', button.getAttribute('aria-expanded') === 'true' ? 'true' : 'false');
  return (button) => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    for (const other of buttons) {
      const on = other === button && open;
      other.setAttribute('aria-expanded', String(on));
      const panel = document.getElementById(other.getAttribute('aria-controls'));
      if (panel) panel.hidden = !on;
    }
  };
}
`;

/** The runtime's signal and click, for a peer that keeps the runtime's markup. */
async function sameSignalAndClick(): Promise<Pick<BenchPage, 'signals' | 'click'>> {
  const block = '[data-block-type="69"]';
  return { signals: [{ kind: 'attribute', selector: `${block} button[aria-controls]`, attribute: 'aria-expanded' }], click: await accordionClick() };
}

/**
 * @11ty/is-land: the runtime's markup in an island (on:visible) that imports a custom element's module
 * when the island is ready; the element marks the buttons and opens one item at a time.
 */
async function buildIsland(page: string, files: Map<string, ServedFile>, log: (line: string) => void): Promise<BenchPage> {
  const dir = installed('island', ISLAND_PACKAGES, log);
  writeFileSync(join(dir, 'accordion.mjs'), ACCORDION_BEHAVIOUR);
  writeFileSync(
    join(dir, 'element.mjs'),
    `import { startAccordion } from './accordion.mjs';
customElements.define('bench-accordion', class extends HTMLElement {
  connectedCallback() {
    const toggle = startAccordion(this);
    this.addEventListener('click', (event) => {
      const button = event.target.closest('button[aria-controls]');
      if (button) toggle(button);
    });
  }
});
`,
  );
  writeFileSync(join(dir, 'main.mjs'), "import '@11ty/is-land';\n");
  const elementJs = await viteBuild(dir, 'element.mjs', `${URL_PREFIX}/island/element/`, files);
  const js = await viteBuild(dir, 'main.mjs', `${URL_PREFIX}/island/`, files);
  const shape = (dropScripts: boolean): string =>
    withDocument(page, (doc) => {
      const block = doc.querySelector('[data-block-type="69"]');
      const island = doc.createElement('is-land');
      island.setAttribute('on:visible', '');
      island.setAttribute('import', elementJs);
      const custom = doc.createElement('bench-accordion');
      block?.replaceWith(island);
      if (block) custom.append(block);
      island.append(custom);
      setScripts(doc, dropScripts, [element(doc, 'script', { type: 'module', src: js })]);
      return serialize(doc);
    });
  const path = servePage(files, 'island', shape);
  return {
    name: 'alt-island',
    path,
    runtime: false,
    signalText: '@11ty/is-land (on:visible) importing a custom element that marks the buttons; settled = that moment',
    ...(await sameSignalAndClick()),
  };
}

/**
 * Stimulus: the application starts on every page and imports the accordion's controller only when the
 * page has its element (the lazy-loading pattern of Stimulus's handbook, by hand).
 */
async function buildStimulus(page: string, files: Map<string, ServedFile>, log: (line: string) => void): Promise<BenchPage> {
  const dir = installed('stimulus', STIMULUS_PACKAGES, log);
  writeFileSync(join(dir, 'accordion.mjs'), ACCORDION_BEHAVIOUR);
  writeFileSync(
    join(dir, 'accordion-controller.mjs'),
    `import { Controller } from '@hotwired/stimulus';
import { startAccordion } from './accordion.mjs';
export default class extends Controller {
  connect() {
    this.toggleItem = startAccordion(this.element);
  }
  toggle(event) {
    this.toggleItem(event.currentTarget);
  }
}
`,
  );
  writeFileSync(
    join(dir, 'main.mjs'),
    `import { Application } from '@hotwired/stimulus';
const application = Application.start();
if (document.querySelector('[data-controller~="accordion"]')) {
  import('./accordion-controller.mjs').then((module) => application.register('accordion', module.default));
}
`,
  );
  const js = await viteBuild(dir, 'main.mjs', `${URL_PREFIX}/stimulus/`, files);
  const shape = (dropScripts: boolean): string =>
    withDocument(page, (doc) => {
      doc.querySelector('[data-block-type="69"]')?.setAttribute('data-controller', 'accordion');
      for (const button of doc.querySelectorAll('[data-block-type="69"] button[aria-controls]')) button.setAttribute('data-action', 'accordion#toggle');
      setScripts(doc, dropScripts, [element(doc, 'script', { type: 'module', src: js })]);
      return serialize(doc);
    });
  const path = servePage(files, 'stimulus', shape);
  return {
    name: 'alt-stimulus',
    path,
    runtime: false,
    signalText: 'Stimulus, its accordion controller imported once the page has its element; connect() marks the buttons; settled = that moment',
    ...(await sameSignalAndClick()),
  };
}

/** The whole page as a React tree: rendered to HTML here, hydrated in the browser by a Vite bundle with React. */
async function buildReact(page: string, parts: PageParts, rootDir: string, files: Map<string, ServedFile>, log: (line: string) => void): Promise<BenchPage> {
  const dir = join(WORK_DIR, 'react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  // React from the project's node_modules (its scheduler resolves from there too).
  for (const name of ['react', 'react-dom']) symlinkSync(realpathSync(join(rootDir, 'node_modules', name)), join(dir, 'node_modules', name), 'dir');
  writeFileSync(join(dir, 'page.mjs'), REACT_PAGE);
  writeFileSync(join(dir, 'client.mjs'), REACT_CLIENT);
  log(`bundling the React page in ${dir}`);
  const js = await viteBuild(dir, 'client.mjs', `${URL_PREFIX}/react/`, files);
  const { Page } = (await import(pathToFileURL(join(dir, 'page.mjs')).href)) as { Page: FunctionComponent<PageParts> };
  const rendered = renderToString(createElement(Page, parts));

  const shape = (dropScripts: boolean): string =>
    withDocument(page, (doc) => {
      const props = element(doc, 'script', { type: 'application/json', id: 'bench-props' });
      props.textContent = JSON.stringify(parts).replace(/</g, '\\u003c');
      doc.body.replaceChildren(doc.createElement('bench-slot'), props);
      setScripts(doc, dropScripts, [element(doc, 'script', { type: 'module', src: js })]);
      return serialize(doc).replace(SLOT, `<div id="root">${rendered}</div>`);
    });
  const path = servePage(files, 'react', shape);
  return {
    name: 'alt-react',
    path,
    runtime: false,
    signals: [{ kind: 'present', selector: '[data-hydrated]' }],
    signalText: 'React hydrateRoot of the whole page: a layout effect marks the block data-hydrated; settled = that moment',
    click: await accordionClick(),
  };
}

/**
 * The React page: the fixture layout (header, main, footer) and the accordion with the runtime's
 * markup and behaviour (one item open at a time), so site.css styles it the same. Plain createElement,
 * so Node imports it for the server render without a JSX step.
 */
const REACT_PAGE = `import { createElement as h, Fragment, useLayoutEffect, useRef, useState } from 'react';

function Accordion({ id, items }) {
  const [open, setOpen] = useState(() => items.findIndex((item) => item.open));
  const block = useRef(null);
  useLayoutEffect(() => block.current.setAttribute('data-hydrated', ''), []);
  return h('div', { className: 'sqs-block accordion-block', 'data-block-type': '69', id, ref: block },
    h('ul', { className: 'accordion-items-container' }, items.map((item, index) =>
      h('li', { className: 'accordion-item', key: item.buttonId },
        h(item.headingTag, { className: 'accordion-item__title-wrapper' },
          h('button', {
            className: 'accordion-item__click-target', type: 'button', id: item.buttonId,
            'aria-expanded': open === index ? 'true' : 'false', 'aria-controls': item.panelId,
            onClick: () => setOpen(open === index ? -1 : index),
          }, h('span', { className: 'accordion-item__title' }, item.title))),
        h('div', {
          className: 'accordion-item__dropdown', id: item.panelId, role: 'region', 'aria-labelledby': item.buttonId,
          hidden: open !== index, dangerouslySetInnerHTML: { __html: item.html },
        })))));
}

export function Page({ blockId, items, home, title, heading, footer }) {
  return h(Fragment, null,
    h('header', null, h('p', null, h('a', { href: home.href }, home.text)), h('h1', null, title)),
    h('main', null, h('h2', null, heading), h(Accordion, { id: blockId, items })),
    h('footer', null, h('p', null, footer)));
}
`;

const REACT_CLIENT = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Page } from './page.mjs';

const props = JSON.parse(document.getElementById('bench-props').textContent);
hydrateRoot(document.getElementById('root'), createElement(Page, props));
`;

/** A production Vite build of `entry` in `dir`; its files join `files` under `base`, and the entry's URL is returned. */
async function viteBuild(dir: string, entry: string, base: string, files: Map<string, ServedFile>): Promise<string> {
  const outDir = join(dir, 'dist');
  await build({
    configFile: false,
    root: dir,
    base,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, rolldownOptions: { input: join(dir, entry) } },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const built = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!built) throw new Error(`Vite built no entry in ${dir}`);
  for (const path of walk(outDir)) {
    const file = relative(outDir, path);
    if (file.startsWith('.vite')) continue;
    files.set(`${base}${file}`, { body: readFileSync(path), contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
  }
  return `${base}${built.file}`;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** The accordion's items and the layout's texts, read from the runtime's page. */
function readParts(doc: Doc): PageParts {
  const block = doc.querySelector('[data-block-type="69"]');
  if (!block) throw new Error(`${ACCORDION_PAGE} has no accordion block`);
  const items = [...block.querySelectorAll('.accordion-item')].map((item): AccordionItem => {
    const button = item.querySelector('button');
    const panel = item.querySelector('.accordion-item__dropdown');
    if (!button || !panel) throw new Error(`An item of ${ACCORDION_PAGE} has no button or panel`);
    return {
      headingTag: button.parentElement?.tagName.toLowerCase() ?? 'h3',
      buttonId: button.id,
      panelId: panel.id,
      title: button.textContent.trim(),
      html: panel.innerHTML.trim(),
      open: button.getAttribute('aria-expanded') === 'true' && !panel.hasAttribute('hidden'),
    };
  });
  const home = doc.querySelector('header a');
  return {
    blockId: block.id,
    items,
    home: { href: home?.getAttribute('href') ?? '/', text: home?.textContent.trim() ?? '' },
    title: doc.querySelector('header h1')?.textContent.trim() ?? '',
    heading: doc.querySelector('main h2')?.textContent.trim() ?? '',
    footer: doc.querySelector('footer')?.textContent.trim() ?? '',
  };
}

function withDocument<T>(html: string, use: (doc: Doc) => T): T {
  const window = new Window();
  try {
    return use(new window.DOMParser().parseFromString(html, 'text/html'));
  } finally {
    void window.happyDOM.close();
  }
}

function element(doc: Doc, tag: string, attributes: Record<string, string>): ReturnType<Doc['createElement']> {
  const created = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
}

/** The runtime's script tags out; the alternative's in, or with `dropScripts` every script but JSON data out. */
function setScripts(doc: Doc, dropScripts: boolean, scripts: ReturnType<Doc['createElement']>[]): void {
  for (const script of doc.querySelectorAll('script[src^="/dist/"]')) script.remove();
  if (dropScripts) for (const script of doc.querySelectorAll('script:not([type="application/json"])')) script.remove();
  else doc.head.append(...scripts);
}

function serialize(doc: Doc): string {
  return `<!doctype html>\n${doc.documentElement.outerHTML}\n`;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
