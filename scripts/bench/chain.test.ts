// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chainSteps, deepestChain, initiatorUrls } from './chain.ts';

const PAGE = 'https://cdn.test/page.html';
const ENTRY = 'https://cdn.test/dist/runtime.js';
const CHUNK = 'https://cdn.test/dist/chunks/accordion.js';
const EVERY_PAGE = 'https://cdn.test/dist/chunks/every-page.js';
const SHARED = 'https://cdn.test/dist/chunks/shared.js';
const CSS = 'https://cdn.test/dist/chunks/accordion.css';
const SITE_CSS = 'https://cdn.test/site.css';

describe('initiatorUrls', () => {
  it('lists every file on the stack, async parents included, once each', () => {
    const stack = { callFrames: [{ url: '' }, { url: ENTRY }, { url: EVERY_PAGE }], parent: { callFrames: [{ url: ENTRY }, { url: CHUNK }] } };
    expect(initiatorUrls({ type: 'script', stack })).toEqual([ENTRY, EVERY_PAGE, CHUNK]);
  });

  it("adds the initiator's own url (the parser, an importing module), without its fragment", () => {
    expect(initiatorUrls({ type: 'parser', url: `${PAGE}#top` })).toEqual([PAGE]);
  });

  it('is empty when nothing names a file', () => {
    expect(initiatorUrls({ type: 'other' })).toEqual([]);
  });
});

describe('chainSteps', () => {
  it('counts the HTML as 0 and each initiator as one level up', () => {
    const steps = chainSteps(PAGE, [
      { url: SITE_CSS, initiators: [PAGE] },
      { url: ENTRY, initiators: [PAGE] },
      { url: CHUNK, initiators: [ENTRY] },
      { url: SHARED, initiators: [CHUNK] },
    ]);
    expect(steps).toEqual([
      { url: SITE_CSS, depth: 1 },
      { url: ENTRY, depth: 1 },
      { url: CHUNK, depth: 2, parent: ENTRY },
      { url: SHARED, depth: 3, parent: CHUNK },
    ]);
  });

  it("hangs a request off the deepest file that started it: a chunk loaded through the entry's loader waited for its caller", () => {
    const steps = chainSteps(PAGE, [
      { url: ENTRY, initiators: [PAGE] },
      { url: EVERY_PAGE, initiators: [ENTRY] },
      { url: CHUNK, initiators: [ENTRY, EVERY_PAGE] },
    ]);
    expect(steps.at(-1)).toEqual({ url: CHUNK, depth: 3, parent: EVERY_PAGE });
  });

  it('keeps the first request for a URL: an import the entry preloaded adds no level', () => {
    const steps = chainSteps(PAGE, [
      { url: ENTRY, initiators: [PAGE] },
      { url: CHUNK, initiators: [ENTRY] },
      { url: SHARED, initiators: [ENTRY] },
      { url: CSS, initiators: [ENTRY] },
      { url: SHARED, initiators: [CHUNK] },
    ]);
    expect(Math.max(...steps.map((step) => step.depth))).toBe(2);
    expect(steps.find((step) => step.url === SHARED)).toEqual({ url: SHARED, depth: 2, parent: ENTRY });
  });

  it("counts a file the HTML preloads (modulepreload, preload as=style) as depth 1, and the entry's later request for it as nothing", () => {
    const steps = chainSteps(PAGE, [
      { url: EVERY_PAGE, initiators: [PAGE] },
      { url: CHUNK, initiators: [PAGE] },
      { url: CSS, initiators: [PAGE] },
      { url: ENTRY, initiators: [PAGE] },
      { url: CHUNK, initiators: [ENTRY] },
      { url: CSS, initiators: [ENTRY] },
      { url: 'https://cdn.test/api/census', initiators: [EVERY_PAGE] },
    ]);
    expect(steps.filter((step) => step.url.endsWith('.js') || step.url.endsWith('.css'))).toEqual([
      { url: EVERY_PAGE, depth: 1 },
      { url: CHUNK, depth: 1 },
      { url: CSS, depth: 1 },
      { url: ENTRY, depth: 1 },
    ]);
    expect(deepestChain(steps)).toEqual([EVERY_PAGE, 'https://cdn.test/api/census']);
  });

  it('hangs a request with no known initiator off the HTML, and skips the document itself', () => {
    expect(
      chainSteps(PAGE, [
        { url: PAGE, initiators: [] },
        { url: 'https://cdn.test/favicon.svg', initiators: [] },
        { url: CHUNK, initiators: ['https://elsewhere.test/inline.js'] },
        { url: SHARED, initiators: [SHARED] },
      ]),
    ).toEqual([
      { url: 'https://cdn.test/favicon.svg', depth: 1 },
      { url: CHUNK, depth: 1 },
      { url: SHARED, depth: 1 },
    ]);
  });
});

describe('deepestChain', () => {
  const steps = chainSteps(PAGE, [
    { url: ENTRY, initiators: [PAGE] },
    { url: CHUNK, initiators: [ENTRY] },
    { url: 'https://cdn.test/api/census', initiators: [CHUNK] },
  ]);

  it('lists the URLs from the HTML down to the deepest request', () => {
    expect(deepestChain(steps)).toEqual([ENTRY, CHUNK, 'https://cdn.test/api/census']);
  });

  it('considers only the requests that pass the filter', () => {
    expect(deepestChain(steps, (url) => url.endsWith('.js'))).toEqual([ENTRY, CHUNK]);
  });

  it('is empty without requests', () => {
    expect(deepestChain([])).toEqual([]);
  });
});
