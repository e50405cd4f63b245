// @vitest-environment node
/**
 * A feature's template.css is the site template's reference rules for its pre-rendered markup (the fixture server
 * serves them in /fixtures/assets/site.css), never the runtime's: no module or stylesheet of src/ imports one, so
 * Vite never bundles it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const TEMPLATE_CSS = /(^|\/)template\.css(\?.*)?$/;

/** Every file of src/ that can import another (vitest runs from the repository root). */
const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(tsx?|css)$/.test(file))
  .map((file) => `src/${file}`);

/** The specifiers a file imports: the compiler's scanner for a module, `@import` for a stylesheet. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) return [...text.matchAll(/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/g)].map((match) => match[1] ?? '');
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName);
}

describe('the template.css files', () => {
  it('are imported by no module or stylesheet of the runtime', () => {
    expect(files.filter((file) => file.endsWith('template.css')).length).toBeGreaterThan(0);
    expect(
      files.flatMap((file) =>
        importsOf(file)
          .filter((specifier) => TEMPLATE_CSS.test(specifier))
          .map((specifier) => `${file} → ${specifier}`),
      ),
    ).toEqual([]);
  });
});
