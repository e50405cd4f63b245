// local/layers: the folders under src/ are layers, and a file imports only from the layers its own may use
// (README.md, "Folder map"). Decided from paths alone, never from the file system: a resolver that fails
// to find a file would make the rule pass in silence, and a path is all a boundary needs.
import path from 'node:path';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */

/** The layers under src/, in README order, each with the layers it may import (its own included). */
const SRC_LAYERS = /** @type {const} */ ({
  shared: ['shared'],
  texts: ['shared', 'texts'],
  platform: ['shared', 'platform'],
  services: ['shared', 'texts', 'platform', 'services'],
  core: ['shared', 'platform', 'core'],
  kit: ['shared', 'platform', 'core', 'kit'],
  ui: ['shared', 'texts', 'platform', 'services', 'kit', 'ui'],
  page: ['shared', 'texts', 'platform', 'services', 'kit', 'ui', 'page'],
  blocks: ['shared', 'texts', 'platform', 'services', 'kit', 'ui', 'blocks'],
  // A chunk's facade, when a built chunk is more than one feature's folder.
  chunks: ['core', 'page'],
});

/** Everything under src/: what the composition root (src/registry.ts) and src/test may import. */
const ALL_OF_SRC = [...Object.keys(SRC_LAYERS), 'registry', 'src', 'test'];

/**
 * Who may import what. The server and the e2e specs see src/ only through the spec constants and the
 * registry; the e2e specs may also use the server's QA types and the size scripts. Any other folder (build, scripts, eslint) and the root's config files are tooling: anything.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const ALLOWED = {
  ...SRC_LAYERS,
  registry: ALL_OF_SRC,
  test: ALL_OF_SRC,
  // build: the rule that sorts a release's files (build/deploy-manifest.ts), which the server serves /dist/ by, as a deploy would.
  server: ['server', 'shared', 'registry', 'build'],
  // The e2e specs drive the fixture server's QA API and check the size budgets: its types and scripts are theirs too.
  e2e: ['e2e', 'shared', 'registry', 'server', 'scripts'],
  // A file in no layer, or outside the repository: nothing, so a new folder cannot pass unchecked.
  src: [],
  outside: [],
};

/**
 * One import style: a relative import names its file, extension included ('./x.ts'), as Node's own
 * TypeScript support and Vite's native config loader need. TypeScript names TypeScript files;
 * JavaScript (eslint/, scripts/*.mjs, the configs) names JavaScript files.
 */
const TYPESCRIPT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts']);
const JAVASCRIPT_EXTENSIONS = new Set(['.js', '.jsx', '.mjs', '.cjs']);
/** vitest's module helpers that take a module path. */
const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The layer of a path relative to the repository root (posix separators, extension optional).
 * @param {string} relative
 * @returns {string}
 */
export function layerOf(relative) {
  if (relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)) return 'outside';
  const [top = '', second, third] = relative.split('/');
  if (second === undefined && top !== 'src') return 'root';
  if (top !== 'src') return top;
  if (third === undefined && second !== undefined && /^registry(\.[cm]?[jt]sx?)?$/.test(second)) return 'registry';
  if (second === 'test' && third !== undefined) return 'test';
  if (second !== undefined && third !== undefined && Object.hasOwn(SRC_LAYERS, second)) return second;
  // src/ itself or a file or folder in no layer: nothing may import it until it gets a layer here.
  return 'src';
}

/** @param {string} layer */
function describeLayer(layer) {
  if (layer === 'outside') return 'outside the repository';
  if (layer === 'src') return 'src/ outside any layer';
  if (layer === 'root') return 'the root folder';
  return layer;
}

/**
 * The layers a file may import; undefined is anything (tooling).
 * @param {string} from the importing file's layer
 * @param {boolean} isTest
 * @returns {readonly string[] | undefined}
 */
function allowedFor(from, isTest) {
  if (!Object.hasOwn(ALLOWED, from)) return undefined;
  const allowed = ALLOWED[from];
  return isTest && !allowed.includes('test') ? [...allowed, 'test'] : allowed;
}

/** @param {readonly string[]} allowed */
function describeAllowed(allowed) {
  if (allowed.length === 0) return 'nothing (it is in no layer: give it one in eslint/layers.js)';
  return allowed.join(', ');
}

/**
 * The string a node gives as a module path, when it is a plain string (no expressions).
 * @param {any} node
 * @returns {string | undefined}
 */
function stringValue(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/** @param {string} file */
function toPosix(file) {
  return file.split(path.sep).join('/');
}

/** @type {RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports within the layers of README.md "Folder map", and one import-extension style' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'The repository root (default: the working directory)' } },
        additionalProperties: false,
      },
    ],
    messages: {
      refused: '{{from}} may not import from {{to}} ({{file}} → {{target}}): {{from}} may import {{allowed}}',
      testHelpers: '{{from}} may not import from test ({{file}} → {{target}}): only test files (*.test.ts, *.test.tsx) and src/test may import src/test',
      extension: "Name the file, extension included: '{{specifier}}' → '{{specifier}}.ts' (or .tsx, .js…)",
      kind: "{{language}} imports name {{language}} files: '{{specifier}}'",
    },
  },

  create(context) {
    /** @type {{ root?: string }} */
    const options = context.options[0] ?? {};
    const root = path.resolve(options.root ?? context.cwd);
    const filename = path.resolve(root, context.filename);
    const file = toPosix(path.relative(root, filename));
    const isTest = TEST_FILE.test(file);
    const from = layerOf(file);
    const allowed = allowedFor(from, isTest);
    const fromLabel = isTest ? `${describeLayer(from)} test file` : describeLayer(from);
    const typescript = TYPESCRIPT_EXTENSIONS.has(path.extname(file));

    /**
     * @param {any} node the string node holding the module path
     */
    function check(node) {
      const specifier = stringValue(node);
      if (specifier === undefined) return;
      const isRelative = specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
      // '/x' is Vite's project root; anything else that is not relative is a package (or node:, virtual:…).
      if (!isRelative && !specifier.startsWith('/')) return;
      const [modulePath = '', query] = specifier.split('?');
      const resolved = isRelative ? path.resolve(path.dirname(filename), modulePath) : path.join(root, modulePath);
      const target = toPosix(path.relative(root, resolved));
      const to = layerOf(target);

      if (to === 'test' && !isTest && from !== 'test') {
        context.report({ node, messageId: 'testHelpers', data: { from: fromLabel, file, target } });
      } else if (allowed !== undefined && !allowed.includes(to)) {
        context.report({
          node,
          messageId: 'refused',
          data: { from: fromLabel, to: describeLayer(to), file, target, allowed: describeAllowed(allowed) },
        });
      }

      // '?raw', '?url'…: Vite hands over the file itself, not a module.
      if (query !== undefined) return;
      const extension = path.extname(modulePath);
      if (extension === '') {
        context.report({ node, messageId: 'extension', data: { specifier } });
      } else if (typescript ? JAVASCRIPT_EXTENSIONS.has(extension) : TYPESCRIPT_EXTENSIONS.has(extension)) {
        context.report({ node, messageId: 'kind', data: { specifier, language: typescript ? 'TypeScript' : 'JavaScript' } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          VI_MODULE_CALLS.has(callee.property.name)
        ) {
          check(node.arguments[0]);
        }
      },
      // TypeScript: `typeof import('./x')` and `import x = require('./x')` are imports too.
      /** @param {any} node */
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      /** @param {any} node */
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

export default rule;
