// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadFileSchema } from '../server/html/preload-hints.ts';
import { indexFiles } from './chunk-map.ts';
import { PRELOAD_FILE } from '../src/shared/markers.ts';
import { preloadHints, preloadHintsFile } from './preload-hints.ts';

const FEATURES = [
  { name: 'accordion', selector: '[data-block-type="69"]' },
  { name: 'summary', selector: '[data-block-type="20"], [data-block-type="55"]' },
  { name: 'cart', selector: '[data-cart-root]' },
  { name: 'every-page', selector: 'script#site-context' },
  // The spec names it, no chunk is built yet: nothing to preload.
  { name: 'map', selector: '[data-block-type="4"]' },
  { name: 'dialog' },
];

describe('preloadHints', () => {
  it("keys a block by its type ids and anything else by its name, with the chunk's files in the entry's order", () => {
    const map = indexFiles({
      accordion: ['chunks/accordion-1.js', 'chunks/every-page-2.js', 'chunks/accordion-1.css'],
      summary: ['chunks/summary-5.js', 'chunks/every-page-2.js'],
      cart: ['chunks/cart-3.js', 'chunks/every-page-2.js'],
      'every-page': ['chunks/every-page-2.js'],
      dialog: ['chunks/dialog-4.js', 'chunks/every-page-2.js', 'chunks/dialog-4.css'],
    });
    expect(preloadHints(FEATURES, map)).toEqual({
      '69': ['chunks/accordion-1.js', 'chunks/every-page-2.js', 'chunks/accordion-1.css'],
      // One chunk for two block types: under each id.
      '20': ['chunks/summary-5.js', 'chunks/every-page-2.js'],
      '55': ['chunks/summary-5.js', 'chunks/every-page-2.js'],
      cart: ['chunks/cart-3.js', 'chunks/every-page-2.js'],
      'every-page': ['chunks/every-page-2.js'],
      dialog: ['chunks/dialog-4.js', 'chunks/every-page-2.js', 'chunks/dialog-4.css'],
    });
  });
});

describe('preloadHintsFile', () => {
  it("writes preload.json from the features build's manifest, in the shape the fixture server reads", async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'preload-hints-'));
    mkdirSync(join(outDir, '.vite'));
    writeFileSync(
      join(outDir, '.vite/manifest.json'),
      JSON.stringify({
        'src/blocks/accordion/index.ts': {
          file: 'chunks/accordion-1.js',
          name: 'accordion',
          isEntry: true,
          imports: ['_motion.js', 'src/chunks/every-page/index.ts'],
        },
        '_motion.js': { file: 'chunks/motion-5.js', name: 'motion', css: ['chunks/motion-5.css'] },
        'src/chunks/every-page/index.ts': { file: 'chunks/every-page-2.js', name: 'every-page', isEntry: true },
      }),
    );
    const plugin = preloadHintsFile({ outDir, manifest: '.vite/manifest.json', chunks: ['accordion', 'every-page'], features: FEATURES });
    const hook = plugin.writeBundle;
    const handler = typeof hook === 'function' ? hook : hook?.handler;
    await (handler as () => void | Promise<void>)();
    const written: unknown = JSON.parse(readFileSync(join(outDir, PRELOAD_FILE), 'utf8'));
    expect(preloadFileSchema.parse(written)).toEqual({
      '69': ['chunks/accordion-1.js', 'chunks/motion-5.js', 'chunks/every-page-2.js', 'chunks/motion-5.css'],
      'every-page': ['chunks/every-page-2.js'],
    });
  });
});
