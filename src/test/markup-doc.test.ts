/**
 * docs/markup.md is the renderer team's only source: these tests keep it true to the code. The page
 * context table must match schema.ts (paths, required, defaults), its examples must parse without
 * problems, and the accordion, menu and minimal-page examples must be enhanced by the real features.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from './core-context.ts';
import { mount as mountAccordion } from '../blocks/accordion/index.ts';
import { mount as mountMenu } from '../blocks/menu/index.ts';
import type { CoreContext } from '../core/contract.ts';
import { parsePageContext } from '../platform/page-context/read-page-context.ts';
import { BLOCK_TYPE } from '../shared/block-types.ts';
import { DOCUMENTED_FEATURES, examplesFile, MOUNTED_FEATURES, parseExamples } from '../registry.ts';

// Vitest runs from the repository root (vitest.config.ts).
const DOC = readFileSync(resolve(process.cwd(), 'docs/markup.md'), 'utf8');
const DEFAULTS = parsePageContext('{}').context;

function section(start: string, end: string): string {
  const from = DOC.indexOf(start);
  const to = DOC.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`docs/markup.md has no section from "${start}" to "${end}"`);
  return DOC.slice(from, to);
}

function codeBlocks(text: string, language: string): string[] {
  // A fence may be indented (in a list item): it closes at the same indentation.
  return [...text.matchAll(new RegExp('^( *)```' + language + '\\n([\\s\\S]*?)\\n\\1```', 'gm'))].map((match) => match[2] ?? '');
}

function firstCodeBlock(text: string, language: string): string {
  const block = codeBlocks(text, language)[0];
  if (block === undefined) throw new Error(`no ${language} block`);
  return block;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const pick = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), value);

interface Row {
  path: string;
  required: boolean;
  /** undefined: the cell gives no JSON default (objects: "each field's default"). */
  defaultCell: { value: unknown } | undefined;
}

const ROWS: Row[] = section('### Fields', '### Complete example')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const cells = line.split(' | ');
    const path = /`([^`]+)`/.exec(cells[0] ?? '')?.[1] ?? '';
    const required = (cells[2] ?? '').trim() === 'yes';
    const cell = cells[3] ?? '';
    const json = /^`([^`]*)`/.exec(cell.trim())?.[1];
    const defaultCell = cell.trim().startsWith('absent') ? { value: undefined } : json === undefined ? undefined : { value: JSON.parse(json) as unknown };
    return { path, required, defaultCell };
  });

function leafPaths(value: unknown, prefix = ''): string[] {
  if (!isObject(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('docs/markup.md, page context table', () => {
  it('has a row per field', () => {
    expect(ROWS.length).toBeGreaterThan(40);
    expect(new Set(ROWS.map((row) => row.path)).size).toBe(ROWS.length);
  });

  it('covers every field of the schema', () => {
    const documented = ROWS.map((row) => row.path);
    const missing = leafPaths(DEFAULTS).filter((leaf) => !documented.some((path) => leaf === path || leaf.startsWith(`${path}.`)));
    expect(missing).toEqual([]);
  });

  it.each(ROWS.map((row) => [row.path, row] as const))('%s: default as documented', (_path, row) => {
    if (row.defaultCell) expect(pick(DEFAULTS, row.path)).toEqual(row.defaultCell.value);
    else expect(isObject(pick(DEFAULTS, row.path))).toBe(true);
  });

  it.each(ROWS.map((row) => [row.path, row] as const))('%s: required as documented', (path, row) => {
    // The field's parents are present and empty, so only the field itself can be missing.
    const input: Json = {};
    let parent = input;
    for (const key of path.split('.').slice(0, -1)) {
      const child: Json = {};
      parent[key] = child;
      parent = child;
    }
    expect(parsePageContext(JSON.stringify(input)).problems.includes(path)).toBe(row.required);
  });
});

describe('docs/markup.md, page context examples', () => {
  it('the complete example parses without problems and shows every documented field', () => {
    const text = firstCodeBlock(section('### Complete example', '## 3. Blocks'), 'json');
    const { context, problems } = parsePageContext(text);
    expect(problems).toEqual([]);
    expect(context).toEqual(JSON.parse(text));
    expect(ROWS.filter((row) => pick(JSON.parse(text), row.path) === undefined).map((row) => row.path)).toEqual([]);
  });

  it('the escaping rule gives text the parser reads back', () => {
    const escape = (value: unknown): string =>
      JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
    const nasty = { website: { identifier: '</script><!--', baseUrl: 'a\u2028b&c' } };
    expect(escape(nasty)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(parsePageContext(escape(nasty)).context.website.identifier).toBe('</script><!--');
  });
});

function context(): CoreContext {
  return coreContext();
}

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  const block = document.querySelector<HTMLElement>('[data-block-type]');
  if (!block) throw new Error('no block in the example');
  return block;
}

const expanded = (block: HTMLElement): (string | null)[] =>
  [...block.querySelectorAll('.accordion-item__click-target')].map((button) => button.getAttribute('aria-expanded'));

async function checkAccordion(block: HTMLElement): Promise<void> {
  const original = block.innerHTML;
  const destroy = await mountAccordion(block, context());
  expect(expanded(block)).toEqual(['true', 'false']);
  block.querySelector<HTMLButtonElement>('#block-faq-button-2')?.click();
  await vi.waitFor(() => expect(expanded(block)).toEqual(['false', 'true']));
  await vi.waitFor(() => expect(block.querySelector<HTMLElement>('#block-faq-panel-1')?.hidden).toBe(true));
  expect(block.querySelector<HTMLElement>('#block-faq-panel-2')?.hidden).toBe(false);
  destroy?.();
  expect(block.innerHTML).toBe(original);
}

describe('docs/markup.md, block examples', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the accordion example (6.1) is enhanced and restored', async () => {
    await checkAccordion(render(firstCodeBlock(section('### 6.1 Accordion (69)', '### 6.2'), 'html')));
  });

  it('the menu example (6.2) is enhanced and restored', async () => {
    const block = render(firstCodeBlock(section('### 6.2 Menu (18)', '### 6.3'), 'html'));
    const original = block.innerHTML;
    const destroy = await mountMenu(block, context());
    const tabs = [...block.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = [...block.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true]);
    tabs[1]?.click();
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false]);
    destroy?.();
    expect(block.innerHTML).toBe(original);
  });

  it('the complete minimal page (7) has a valid context and an accordion the runtime enhances', async () => {
    const page = firstCodeBlock(section('## 7. A complete minimal page', '## 8.'), 'html');
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.documentElement.lang).toBe('pt-BR');
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(doc.querySelectorAll('script[type="module"][src="/dist/runtime.js"]')).toHaveLength(1);
    expect(parsePageContext(doc.getElementById('site-context')?.textContent).problems).toEqual([]);
    const blocks = doc.querySelectorAll('[data-block-type="69"]');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.querySelectorAll('.accordion-item')).toHaveLength(2);
    await checkAccordion(render(doc.body.innerHTML));
  });
});

// §4's events table: src/test/events.test.ts keeps it equal to the code.

describe('docs/markup.md, every registered block', () => {
  const normalize = (markup: string): string => markup.replace(/\s+/g, ' ').trim();
  const sectionOf = (docs: string): string => {
    const start = DOC.search(new RegExp(`^### ${docs.replace('.', '\\.')} `, 'm'));
    if (start < 0) throw new Error(`docs/markup.md has no section ${docs}`);
    const rest = DOC.slice(start + 4);
    const end = rest.search(/^##/m);
    return end < 0 ? rest : rest.slice(0, end);
  };

  it.each(DOCUMENTED_FEATURES.map((feature) => [feature.name, feature] as const))(
    '%s: its section says enhanced now and shows its examples',
    async (_name, feature) => {
      const text = sectionOf(feature.docs);
      expect(text).toContain('**Status: enhanced now');
      const examples = parseExamples(readFileSync(resolve(process.cwd(), examplesFile(feature)), 'utf8'));
      expect(examples.length).toBeGreaterThan(0);
      const shown = codeBlocks(text, 'html').map(normalize);
      // The first example is the section's example, word for word (whitespace aside).
      expect(shown).toContain(normalize(examples[0]?.markup ?? ''));
    },
  );
});

describe('docs/markup.md §3, the blocks enhanced now', () => {
  it('lists every block type a chunk enhances, by its selector or by a marker inside it (video, social links), and no other', () => {
    const sentence = /^Bold: .*Enhanced now: (.*)$/m.exec(DOC)?.[1] ?? '';
    const listed = [...sentence.matchAll(/\*\*(\d+)\*\*/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
    const bySelector = MOUNTED_FEATURES.flatMap((feature) => [...feature.selector.matchAll(/\[data-block-type="(\d+)"\]/g)].map((match) => Number(match[1])));
    const byMarker = [BLOCK_TYPE.video, BLOCK_TYPE.socialLinks, BLOCK_TYPE.socialAccountLinks, BLOCK_TYPE.socialAccountLinksV2];
    expect(listed).toEqual([...new Set([...bySelector, ...byMarker])].sort((a, b) => a - b));
  });
});
