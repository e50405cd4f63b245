// @vitest-environment node
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule, { layerOf } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// A made-up root: the rule decides from paths alone, so no file here needs to exist.
const ROOT = '/repo';
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

/**
 * @param {string} file path from the root
 * @param {string} code
 */
const ok = (file, code) => ({ name: `${file}: ${code}`, filename: `${ROOT}/${file}`, code, options: [{ root: ROOT }] });

/**
 * @param {string} file path from the root
 * @param {string} code
 * @param {string[]} messages
 */
const bad = (file, code, messages) => ({ ...ok(file, code), errors: messages.map((message) => ({ message })) });

/**
 * One refused layer import: `from may not import from to (file → target): from may import allowed`.
 * @param {string} file
 * @param {string} specifier a relative specifier
 * @param {string} from
 * @param {string} to
 * @param {string} allowed
 */
const refused = (file, specifier, from, to, allowed) => {
  const target = path.posix.join(path.posix.dirname(file), specifier);
  return bad(file, `import { x } from '${specifier}';`, [`${from} may not import from ${to} (${file} → ${target}): ${from} may import ${allowed}`]);
};

/** @param {string} file @param {string} specifier @param {string} from */
const testOnly = (file, specifier, from) => {
  const target = path.posix.join(path.posix.dirname(file), specifier);
  return bad(file, `import { x } from '${specifier}';`, [
    `${from} may not import from test (${file} → ${target}): only test files (*.test.ts, *.test.tsx) and src/test may import src/test`,
  ]);
};

/** @param {string} specifier */
const missing = (specifier) => `Name the file, extension included: '${specifier}' → '${specifier}.ts' (or .tsx, .js…)`;
/** @param {string} language @param {string} specifier */
const kind = (language, specifier) => `${language} imports name ${language} files: '${specifier}'`;

const SHARED = 'shared';
const TEXTS = 'shared, texts';
const PLATFORM = 'shared, platform';
const SERVICES = 'shared, texts, platform, services';
const CORE = 'shared, platform, core';
const KIT = 'shared, platform, core, kit';
const UI = 'shared, texts, platform, services, kit, ui';
const PAGE = 'shared, texts, platform, services, kit, ui, page';
const BLOCKS = 'shared, texts, platform, services, kit, ui, blocks';
const SERVER = 'server, shared, registry, build';
const E2E = 'e2e, shared, registry, server, scripts';

describe('layerOf', () => {
  it('reads the layer from the path', () => {
    const layers = Object.fromEntries(
      [
        'src/shared/app.ts',
        'src/texts/messages.ts',
        'src/ui/dialog/Dialog.tsx',
        'src/registry.ts',
        'src/registry',
        'src/test/platform-stub.ts',
        'src/main.ts',
        'src/new-layer/x.ts',
        'server/app.ts',
        'e2e/support/test.ts',
        'build/chunk-map.ts',
        'vite.config.ts',
        '../elsewhere/x.ts',
      ].map((file) => [file, layerOf(file)]),
    );
    expect(layers).toEqual({
      'src/shared/app.ts': 'shared',
      'src/texts/messages.ts': 'texts',
      'src/ui/dialog/Dialog.tsx': 'ui',
      'src/registry.ts': 'registry',
      'src/registry': 'registry',
      'src/test/platform-stub.ts': 'test',
      'src/main.ts': 'src',
      'src/new-layer/x.ts': 'src',
      'server/app.ts': 'server',
      'e2e/support/test.ts': 'e2e',
      'build/chunk-map.ts': 'build',
      'vite.config.ts': 'root',
      '../elsewhere/x.ts': 'outside',
    });
  });
});

tester.run('local/layers: each layer, what it may and may not import', rule, {
  valid: [
    ok('src/shared/app.ts', "import { x } from './errors.ts';"),
    ok('src/texts/messages.ts', "import { x } from '../shared/app.ts';"),
    ok('src/platform/cookies/read-cookie.ts', "import { x } from '../../shared/app.ts'; import { y } from '../consent/consent.ts';"),
    ok(
      'src/services/data/request.ts',
      "import { a } from '../../shared/app.ts'; import { b } from '../../texts/messages.ts'; import { c } from '../../platform/consent/consent.ts'; import { d } from '../trace/trace.ts';",
    ),
    ok('src/core/runtime.ts', "import { a } from '../shared/app.ts'; import { b } from '../platform/consent/consent.ts'; import { c } from './contract.ts';"),
    ok(
      'src/kit/block-kit/block-config.ts',
      "import { a } from '../../core/contract.ts'; import { b } from '../../platform/x/y.ts'; import { c } from './block-errors.ts';",
    ),
    ok(
      'src/ui/dialog/Dialog.tsx',
      "import { a } from '../../kit/block-kit/block-errors.ts'; import { b } from '../../services/data/request.ts'; import { c } from '../../texts/messages.ts'; import { d } from '../block-kit/motion.ts';",
    ),
    ok(
      'src/page/owner/index.ts',
      "import { a } from '../../ui/dialog.ts'; import { b } from '../../kit/block-kit/block-config.ts'; import { c } from '../cookie-banner/cookie-settings.ts';",
    ),
    ok(
      'src/blocks/menu/index.ts',
      "import { a } from '../../ui/block-kit/roving-index.ts'; import { b } from '../../services/small-services/pixel.ts'; import { c } from '../form/config.ts';",
    ),
    ok('src/chunks/every-page/index.ts', "export { mount } from '../../page/page-start/index.ts'; export { startCore } from '../../core/page-core.ts';"),
    ok(
      'src/registry.ts',
      "import { a } from './blocks/menu.ts'; import { b } from './page/owner.ts'; import { c } from './core/contract.ts'; import { d } from './shared/app.ts';",
    ),
    ok(
      'src/test/platform-stub.ts',
      "import { a } from '../blocks/form/config.ts'; import { b } from '../registry.ts'; import { c } from './canonical-html.ts';",
    ),
    ok('server/app.ts', "import { a } from './html/shell.ts'; import { b } from '../src/shared/app.ts'; import { c } from '../src/registry.ts';"),
    ok('e2e/form.spec.ts', "import { a } from './support/test.ts'; import { b } from '../src/shared/page-events.ts'; import { c } from '../src/registry.ts';"),
    ok('e2e/support/qa-client.ts', "import type { FaultSpec } from '../../server/qa/faults.ts'; import { BUDGET } from '../../scripts/file-sizes.ts';"),
    ok('build/chunk-map.ts', "import { a } from '../src/core/contract.ts'; import { b } from '../server/app.ts'; import { c } from '../../elsewhere/x.ts';"),
    ok('vite.config.ts', "import { a } from './build/chunk-map.ts'; import { b } from './src/registry.ts';"),
    ok('scripts/size.ts', "import { a } from './file-sizes.ts';"),
  ],
  invalid: [
    refused('src/shared/app.ts', '../texts/messages.ts', 'shared', 'texts', SHARED),
    refused('src/texts/messages.ts', '../platform/consent/consent.ts', 'texts', 'platform', TEXTS),
    refused('src/platform/cookies/read-cookie.ts', '../../services/trace/trace.ts', 'platform', 'services', PLATFORM),
    refused('src/platform/cookies/read-cookie.ts', '../../texts/messages.ts', 'platform', 'texts', PLATFORM),
    refused('src/services/data/request.ts', '../../core/contract.ts', 'services', 'core', SERVICES),
    refused('src/core/x.ts', '../blocks/y.ts', 'core', 'blocks', CORE),
    refused('src/chunks/every-page/index.ts', '../../blocks/menu/index.ts', 'chunks', 'blocks', 'core, page'),
    refused('src/core/runtime.ts', '../kit/block-kit/block-config.ts', 'core', 'kit', CORE),
    refused('src/core/runtime.ts', '../texts/messages.ts', 'core', 'texts', CORE),
    refused('src/kit/block-kit/block-config.ts', '../../ui/dialog.ts', 'kit', 'ui', KIT),
    refused('src/ui/react/react-root.ts', '../../core/contract.ts', 'ui', 'core', UI),
    refused('src/ui/dialog/Dialog.tsx', '../../page/owner.ts', 'ui', 'page', UI),
    refused('src/page/owner/index.ts', '../../blocks/menu.ts', 'page', 'blocks', PAGE),
    refused('src/page/owner/index.ts', '../../core/contract.ts', 'page', 'core', PAGE),
    refused('src/page/owner/index.ts', '../../registry.ts', 'page', 'registry', PAGE),
    refused('src/blocks/menu/index.ts', '../../page/owner.ts', 'blocks', 'page', BLOCKS),
    refused('src/blocks/menu/index.ts', '../../core/contract.ts', 'blocks', 'core', BLOCKS),
    refused(
      'src/registry.ts',
      '../server/app.ts',
      'registry',
      'server',
      'shared, texts, platform, services, core, kit, ui, page, blocks, chunks, registry, src, test',
    ),
    refused(
      'src/test/platform-stub.ts',
      '../../e2e/support/test.ts',
      'test',
      'e2e',
      'shared, texts, platform, services, core, kit, ui, page, blocks, chunks, registry, src, test',
    ),
    refused('server/data/forms.ts', '../../src/blocks/form/field-types.ts', 'server', 'blocks', SERVER),
    refused('server/app.ts', '../scripts/file-sizes.ts', 'server', 'scripts', SERVER),
    refused('e2e/account-extras.spec.ts', '../src/page/popup-overlay/popup-record.ts', 'e2e', 'page', E2E),
  ],
});

tester.run('local/layers: src/test is for tests', rule, {
  valid: [
    ok('src/core/load-chunk.test.ts', "import { a } from '../test/platform-stub.ts';"),
    ok('src/ui/dialog/dialog.test.ts', "vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));"),
    ok('src/page/owner/Owner.test.tsx', "import { a } from '../../test/browser-like-dom.ts';"),
    ok('server/platform/forms.test.ts', "import { a } from '../../src/test/canonical-html.ts';"),
    ok('src/test/markup-doc.test.ts', "import { a } from './canonical-html.ts'; import { b } from '../page/owner.ts';"),
  ],
  invalid: [
    testOnly('src/core/runtime.ts', '../test/platform-stub.ts', 'core'),
    testOnly('src/ui/modal/scroll-lock.ts', '../../test/browser-like-dom.ts', 'ui'),
    testOnly('src/registry.ts', './test/platform-stub.ts', 'registry'),
    testOnly('server/app.ts', '../src/test/canonical-html.ts', 'server'),
    testOnly('e2e/form.spec.ts', '../src/test/canonical-html.ts', 'e2e'),
    testOnly('build/chunk-map.ts', '../src/test/canonical-html.ts', 'build'),
    testOnly('vite.config.ts', './src/test/canonical-html.ts', 'the root folder'),
    // A test file keeps its folder's layer otherwise.
    refused('src/core/load-chunk.test.ts', '../blocks/menu.ts', 'core test file', 'blocks', `${CORE}, test`),
    refused('server/qa/faults.test.ts', '../../src/page/owner.ts', 'server test file', 'page', `${SERVER}, test`),
  ],
});

const CORE_TO_BLOCKS = `core may not import from blocks (src/core/x.ts → src/blocks/y.ts): core may import ${CORE}`;
const CORE_TEST_TO_BLOCKS = `core test file may not import from blocks (src/core/x.test.ts → src/blocks/y.ts): core test file may import ${CORE}, test`;

tester.run('local/layers: every kind of import', rule, {
  valid: [
    ok('src/core/x.ts', "const m = await import('../platform/x/y.ts');"),
    ok('src/core/x.ts', 'const m = await import(name);'),
    ok('src/core/x.ts', 'const m = await import(`../blocks/${name}`);'),
    ok('src/core/x.test.ts', "vi.mock('./y.ts'); await vi.importActual('../platform/x/y.ts');"),
    ok('src/core/x.ts', "export { a } from './y.ts'; export * from '../shared/app.ts'; export type { T } from '../platform/x/y.ts';"),
    ok('src/core/x.ts', "import type { T } from '../platform/x/y.ts'; type M = typeof import('./y.ts');"),
  ],
  invalid: [
    bad('src/core/x.ts', "const m = await import('../blocks/y.ts');", [CORE_TO_BLOCKS]),
    bad('src/core/x.ts', 'const m = await import(`../blocks/y.ts`);', [CORE_TO_BLOCKS]),
    bad('src/core/x.test.ts', "vi.mock('../blocks/y.ts', () => ({}));", [CORE_TEST_TO_BLOCKS]),
    bad('src/core/x.test.ts', "const real = await vi.importActual('../blocks/y.ts');", [CORE_TEST_TO_BLOCKS]),
    bad('src/core/x.test.ts', "vi.doMock('../blocks/y.ts');", [CORE_TEST_TO_BLOCKS]),
    bad('src/core/x.ts', "export { a } from '../blocks/y.ts';", [CORE_TO_BLOCKS]),
    bad('src/core/x.ts', "export * from '../blocks/y.ts';", [CORE_TO_BLOCKS]),
    bad('src/core/x.ts', "export type { T } from '../blocks/y.ts';", [CORE_TO_BLOCKS]),
    bad('src/core/x.ts', "import type { T } from '../blocks/y.ts';", [CORE_TO_BLOCKS]),
    bad('src/core/x.ts', "import { type T } from '../blocks/y.ts';", [CORE_TO_BLOCKS]),
    bad('src/core/x.ts', "type M = typeof import('../blocks/y.ts');", [CORE_TO_BLOCKS]),
    bad('src/core/x.ts', "import '../blocks/y.ts';", [CORE_TO_BLOCKS]),
    // Vite's root-relative path.
    bad('src/core/x.ts', "import { a } from '/src/blocks/y.ts';", [CORE_TO_BLOCKS]),
  ],
});

tester.run('local/layers: bare packages, and paths out of src', rule, {
  valid: [
    ok('src/shared/app.ts', "import React from 'react'; import { readFileSync } from 'node:fs'; import x from '@scope/pkg/sub'; import 'virtual:thing';"),
    ok('src/core/x.test.ts', "vi.mock('dompurify'); const m = await import('nanoid');"),
  ],
  invalid: [
    refused('src/core/x.ts', '../../server/app.ts', 'core', 'server', CORE),
    refused('src/core/x.ts', '../../vite.config', 'core', 'the root folder', CORE),
    refused('src/shared/app.ts', '../../package.json', 'shared', 'the root folder', SHARED),
    refused('src/core/x.ts', '../../../elsewhere/x.ts', 'core', 'outside the repository', CORE),
    refused('src/core/x.ts', '../index.ts', 'core', 'src/ outside any layer', CORE),
    refused('src/core/x.ts', '../main.ts', 'core', 'src/ outside any layer', CORE),
    // A folder nobody gave a layer yet imports nothing, rather than anything.
    refused('src/new-layer/x.ts', './y.ts', 'src/ outside any layer', 'src/ outside any layer', 'nothing (it is in no layer: give it one in eslint/layers.js)'),
    refused('server/app.ts', '../../elsewhere/x.ts', 'server', 'outside the repository', SERVER),
  ],
});

tester.run('local/layers: relative module imports name their file, extension included', rule, {
  valid: [
    ok(
      'src/ui/dialog/index.ts',
      "import './dialog.css'; import data from './data.json'; import page from './page.html?raw'; import { A } from './Dialog.tsx'; import { b } from './b.ts';",
    ),
    ok('scripts/summary.mjs', "import { a } from './file-sizes.mjs';"),
    ok('eslint/plugin.js', "import layers from './layers.js';"),
    ok('eslint.config.js', "import local from './eslint/plugin.js';"),
    ok('vitest.config.ts', "import { a } from './src/registry.ts';"),
  ],
  invalid: [
    bad('src/core/x.ts', "import { a } from './y';", [missing('./y')]),
    bad('src/core/x.test.ts', "vi.mock('./y'); const m = await import(`./y`);", [missing('./y'), missing('./y')]),
    bad('src/core/x.ts', "export * from './y'; type M = typeof import('./y');", [missing('./y'), missing('./y')]),
    bad('server/app.ts', "import { a } from './html/shell';", [missing('./html/shell')]),
    // TypeScript names .ts files, never the .js a compiler would emit.
    bad('src/core/x.ts', "import { a } from './y.js';", [kind('TypeScript', './y.js')]),
    bad('scripts/size.ts', "import { a } from './summary.mjs';", [kind('TypeScript', './summary.mjs')]),
    bad('scripts/summary.mjs', "import { a } from './file-sizes.ts';", [kind('JavaScript', './file-sizes.ts')]),
    // Both at once: the layer and the style.
    bad('src/core/x.ts', "import { a } from '../blocks/y';", [
      `core may not import from blocks (src/core/x.ts → src/blocks/y): core may import ${CORE}`,
      missing('../blocks/y'),
    ]),
  ],
});

// Without the root option the rule reads paths from ESLint's working directory.
const CWD = process.cwd();
tester.run('local/layers: the root defaults to the working directory', rule, {
  valid: [{ filename: path.join(CWD, 'src/core/x.ts'), code: "import { a } from '../platform/x/y.ts';" }],
  invalid: [{ filename: path.join(CWD, 'src/core/x.ts'), code: "import { a } from '../blocks/y.ts';", errors: [{ message: CORE_TO_BLOCKS }] }],
});
