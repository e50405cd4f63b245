import { afterAll, describe, expect, it } from 'vitest';
import { corporaMissing, publicCorpora } from 'virtual:sanitizer-corpora';
import { installBrowserLikeDom } from '../test/browser-like-dom.ts';
import { runCorpus } from '../test/corpus-run.ts';
import { BLOCK_RENDERINGS, SHORT_TEXTS } from '../test/sanitizer-differential.ts';

// The corpora may be missing (scripts/sanitizer-corpora.ts): then these tests are skipped, saying why.
if (corporaMissing !== undefined) console.warn(`skipped: ${corporaMissing}`);

// The oracle is DOMPurify, which needs two browser behaviours happy-dom lacks (see the helper).
afterAll(installBrowserLikeDom());

/**
 * Issue 40: both lists held to the public corpora (scripts/sanitizer-corpora.ts: DOMPurify's own test
 * fixtures and the html5sec vectors, every payload), against DOMPurify with the same list. The same
 * corpora run in Chromium (e2e/sanitizer.spec.ts), Firefox and WebKit (cross/sanitizer.cross.ts).
 */
describe.each([
  ["the owner's short texts", SHORT_TEXTS],
  ['the block renderings', BLOCK_RENDERINGS],
] as const)('the sanitizer with %s’ list on the public corpora', (_, profile) => {
  it.skipIf(corporaMissing !== undefined).for(['dompurify', 'html5sec'] as const)(
    'every payload of %s: within the list, never more permissive than DOMPurify, nothing live left',
    (corpus, { task }) => {
      const payloads = publicCorpora()[corpus];
      expect(payloads.length).toBeGreaterThan(100);
      const { entries, stricter, failures } = runCorpus(profile, payloads);
      expect(entries).toBe(payloads.length);
      expect(failures).toEqual([]);
      // Kept in its report (reports/unit.json, the test's meta.figures).
      Object.assign(task.meta, { figures: [`${entries} payloads, ${stricter} stricter than DOMPurify`] });
    },
  );
});
