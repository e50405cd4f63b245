// Flat config. `npm run lint` = this + `prettier --check`; formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/plugin.js';

const OWNER_HTML_ONLY = "Only the site owner's sanitized HTML may be written, through src/ui/sanitize-owner-html.ts";

export default defineConfig(
  {
    // Build output (and the fixture server's copies of it, .releases/), reports, and fixtures/assets: stand-ins for third-party scripts, written like them.
    ignores: [
      'dist/',
      '.releases/',
      'node_modules/',
      'reports/',
      'playwright-report/',
      'test-results/',
      'coverage/',
      'fixtures/assets/**',
      'server/platform/*-stand-in.js',
    ],
  },
  {
    // Not the type-checked presets: they need a full program per file and would make lint slow on 2 cores.
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { local },
    rules: {
      // root: the layers are paths from here, whatever folder eslint is started in.
      'local/layers': ['error', { root: import.meta.dirname }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      // The tree marks a name kept on purpose (a parameter of a fixed signature, a key left out of a rest) with `_`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The runtime runs on the site owner's pages: markup from strings is an XSS hole unless sanitized.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(inner|outer)HTML$/]', message: OWNER_HTML_ONLY },
        { selector: 'AssignmentExpression > MemberExpression.left[property.value=/^(inner|outer)HTML$/]', message: OWNER_HTML_ONLY },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: OWNER_HTML_ONLY },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: OWNER_HTML_ONLY },
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: OWNER_HTML_ONLY },
      ],
      // DOMPurify is the sanitizer's test oracle (a dev dependency), never shipped: README, "Packages".
      'no-restricted-imports': ['error', { paths: [{ name: 'dompurify', message: 'Use src/ui/sanitize-owner-html.ts; DOMPurify is its test oracle only' }] }],
    },
  },
  // The runtime is browser code; everything else runs in Node (server, build, scripts, Playwright specs, configs).
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  { files: ['server/**', 'scripts/**', 'build/**', 'e2e/**', 'cross/**', 'eslint/**', '*.{js,mjs,ts}'], languageOptions: { globals: globals.node } },
);
