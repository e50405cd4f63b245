import { CORPORA_MISSING, corporaAvailable, loadCorpora } from '../scripts/sanitizer-corpora.ts';
import { bundleSanitizerPage } from '../scripts/sanitizer-page-bundle.ts';
import type { Page } from '@playwright/test';
import { expect, test, type ConsoleWatch } from './support/test.ts';

/**
 * The owner-HTML sanitizer (src/ui/sanitize-owner-html.ts) with each of its lists (the owner's short
 * texts, the block renderings: src/ui/sanitize-block-rendering.ts) against its oracle, DOMPurify with the
 * same allow-list, in Chromium: mutation XSS depends on the browser's own HTML parser, which the unit
 * tests' happy-dom does not have. The page script (src/test/sanitizer-page.ts: the sanitizer, the
 * oracle, our corpus and the public ones, scripts/sanitizer-corpora.ts) is bundled in memory for this
 * test; nothing is written. Firefox and WebKit run the public corpora in cross/sanitizer.cross.ts.
 */

/** Bundled once per worker, for every test. */
let script: Promise<string> | undefined;

/**
 * A blank page without the runtime or a CSP, so that whatever the payloads or the output could run,
 * would run, with the page script in it and every run recorded (`window.ran`). The corpora's image
 * addresses are made up: none leaves the machine, and their failed loads are expected.
 */
async function openSanitizerPage(page: Page, consoleErrors: ConsoleWatch): Promise<void> {
  script ??= bundleSanitizerPage();
  await page.route(/^https?:/, (route) => route.abort());
  consoleErrors.expect(/^Failed to load resource/);
  await page.setContent(
    '<!doctype html><html lang="pt-BR"><head><title>Sanitizador</title></head><body><div id="out"></div><div id="control"></div></body></html>',
  );
  await page.addScriptTag({ content: await script });
  await page.evaluate(() => window.OwnerHtmlDifferential.recordExecutions());
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
    await openSanitizerPage(page, consoleErrors);
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

test('in Chromium both lists hold on the public corpora (DOMPurify’s fixtures, the html5sec vectors): within the list, never more permissive than DOMPurify, and nothing in the page runs', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(!corporaAvailable(), CORPORA_MISSING);
  await openSanitizerPage(page, consoleErrors);
  const corpora = loadCorpora();
  const runs = await page.evaluate(() => {
    window.OwnerHtmlDifferential.insertControl(document.getElementById('control')!);
    return window.OwnerHtmlDifferential.runPublicCorpora(document.getElementById('out')!);
  });

  expect(runs.map(({ list, corpus }) => `${list}: ${corpus}`)).toHaveLength(4);
  for (const { list, corpus, entries, stricter, failures } of runs) {
    expect(entries).toBe(corpora[corpus as keyof typeof corpora].length);
    expect.soft(failures, `${list}: ${corpus}`).toEqual([]);
    testInfo.annotations.push({ type: 'stricter than DOMPurify', description: `${list}, ${corpus}: ${stricter} of ${entries}` });
  }

  // Handlers or scripts that survived would have run by now (error events of missing images included);
  // the control, unsanitized, shows that the recorder hears them.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.ran)).toEqual(['alert(control)']);
  expect(await page.evaluate(() => window.OwnerHtmlDifferential.liveProblemsIn(document.getElementById('out')!))).toEqual([]);
  expect(await page.locator('#out').locator(LIVE).count()).toBe(0);
});

test('in Chromium the HTML Sanitizer API (Element.setHTML) with each list, alone and with the list’s rules after it, on the same payloads: measured', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(!corporaAvailable(), CORPORA_MISSING);
  await openSanitizerPage(page, consoleErrors);
  const figures = await page.evaluate(() => window.OwnerHtmlDifferential.measureSetHtml());
  testInfo.annotations.push({ type: 'setHTML', description: figures ? 'present' : 'absent' });
  // README's decision: with the list's rules after it or not, setHTML fails our checks on the public corpora.
  for (const { list, form, set, failing } of figures ?? []) if (set !== 'ordinary markup') expect.soft(failing, `${list}, ${form}, ${set}`).toBeGreaterThan(0);
  for (const { list, form, set, entries, failing, unlikeOurs, unlikeOracle, kinds, examples } of figures ?? []) {
    testInfo.annotations.push({
      type: `setHTML: ${list}, ${form}, ${set}`,
      description: `${entries} payloads: ${failing} failing our checks, ${unlikeOurs} unlike ours, ${unlikeOracle} unlike DOMPurify; by kind ${JSON.stringify(kinds)}. ${examples.join('; ')}`,
    });
  }
});
