import { build } from 'vite';
import { expect, test } from './support/test.ts';

/**
 * The owner-HTML sanitizer (src/ui/sanitize-owner-html.ts) with each of its lists (the owner's short
 * texts, the block renderings: src/ui/sanitize-block-rendering.ts) against its oracle, DOMPurify with the
 * same allow-list, in Chromium: mutation XSS depends on the browser's own HTML parser, which the unit
 * tests' happy-dom does not have. The page script (src/test/sanitizer-page.ts: the sanitizer, the
 * oracle and the corpus) is bundled in memory for this test; nothing is written.
 */
async function differentialScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: false,
      lib: { entry: 'src/test/sanitizer-page.ts', formats: ['iife'], name: 'OwnerHtmlDifferential' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  if (!output || !('output' in output)) throw new Error('the differential script was not bundled');
  return output.output[0].code;
}

/** Bundled once per worker, for both lists. */
let script: Promise<string> | undefined;

interface Comparison {
  readonly html: string;
  readonly ours: string;
  readonly oracle: string;
  readonly problems: readonly string[];
}

type Run = (into: HTMLElement) => { rich: Comparison[]; attacks: Comparison[] };

declare global {
  interface Window {
    OwnerHtmlDifferential: { runOwnerHtmlDifferential: Run; runBlockRenderingDifferential: Run };
    ran?: string[];
  }
}

/** What must never be in the output; the block renderings keep images, with checked addresses only. */
const LIVE = 'script, iframe, object, embed, svg, math, style, [onerror], [onclick], [style]';

for (const { list, run, images } of [
  { list: "the owner's short texts", run: 'runOwnerHtmlDifferential', images: false },
  { list: 'the block renderings', run: 'runBlockRenderingDifferential', images: true },
] as const) {
  test(`in Chromium the sanitizer with ${list}' list equals DOMPurify on rich text, is never more permissive on attacks, and its output runs nothing`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    script ??= differentialScript();
    if (images) {
      // The corpus's image addresses are made up: none leaves the machine, and their failed loads are expected.
      await page.route(/^https?:/, (route) => route.abort());
      consoleErrors.expect(/^Failed to load resource/);
    }
    // A blank page without the runtime or a CSP: whatever the payloads or the output could run, would run.
    await page.setContent('<!doctype html><html lang="pt-BR"><head><title>Sanitizador</title></head><body><div id="out"></div></body></html>');
    await page.evaluate(() => {
      window.ran = [];
      for (const name of ['alert', 'confirm', 'prompt'] as const) {
        window[name] = ((...args: unknown[]) => void window.ran!.push(`${name}(${args.join()})`)) as never;
      }
    });
    await page.addScriptTag({ content: await script });
    const { rich, attacks } = await page.evaluate((name) => window.OwnerHtmlDifferential[name](document.getElementById('out')!), run);

    expect(rich.length).toBeGreaterThan(10);
    expect(attacks.length).toBeGreaterThan(50);
    for (const { html, ours, oracle, problems } of rich) {
      expect.soft(problems, html).toEqual([]);
      expect.soft(ours, html).toBe(oracle);
    }
    for (const { html, problems } of attacks) expect.soft(problems, html).toEqual([]);
    const stricter = attacks.filter(({ ours, oracle }) => ours !== oracle);
    testInfo.annotations.push({
      type: 'stricter than DOMPurify',
      description: `${stricter.length} of ${attacks.length} attacks: ${stricter.map(({ html, ours, oracle }) => `${html} → ${JSON.stringify(ours)} (DOMPurify ${JSON.stringify(oracle)})`).join('; ')}`,
    });

    // Handlers or scripts that survived would have run by now (error events of missing images included).
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.ran)).toEqual([]);
    expect(
      await page
        .locator('#out')
        .locator(images ? LIVE : `img, ${LIVE}`)
        .count(),
    ).toBe(0);
  });
}
