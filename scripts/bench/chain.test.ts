// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chainSteps, deepestChain, initiatorUrl } from './chain.ts';

const PAGE = 'https://cdn.test/page.html';
const ENTRY = 'https://cdn.test/dist/runtime.js';
const CHUNK = 'https://cdn.test/dist/chunks/accordion.js';
const SHARED = 'https://cdn.test/dist/chunks/shared.js';
const CSS = 'https://cdn.test/dist/chunks/accordion.css';
const SITE_CSS = 'https://cdn.test/site.css';

describe('initiatorUrl', () => {
  it('is the innermost stack frame that names a file', () => {
    const stack = { callFrames: [{ url: '' }, { url: CHUNK }, { url: ENTRY }] };
    expect(initiatorUrl({ type: 'script', stack })).toBe(CHUNK);
  });

  it('follows the async parent when the synchronous frames name no file', () => {
    expect(initiatorUrl({ type: 'script', stack: { callFrames: [], parent: { callFrames: [{ url: ENTRY }] } } })).toBe(ENTRY);
  });

  it("falls back to the initiator's url (the parser), without its fragment", () => {
    expect(initiatorUrl({ type: 'parser', url: `${PAGE}#top` })).toBe(PAGE);
  });

  it('is undefined when nothing names a file', () => {
    expect(initiatorUrl({ type: 'other' })).toBeUndefined();
  });
});

describe('chainSteps', () => {
  it('counts the HTML as 0 and each initiator as one level up', () => {
    const steps = chainSteps(PAGE, [
      { url: SITE_CSS, initiatorUrl: PAGE },
      { url: ENTRY, initiatorUrl: PAGE },
      { url: CHUNK, initiatorUrl: ENTRY },
      { url: SHARED, initiatorUrl: CHUNK },
    ]);
    expect(steps).toEqual([
      { url: SITE_CSS, depth: 1 },
      { url: ENTRY, depth: 1 },
      { url: CHUNK, depth: 2, parent: ENTRY },
      { url: SHARED, depth: 3, parent: CHUNK },
    ]);
  });

  it('keeps the first request for a URL: an import the entry preloaded adds no level', () => {
    const steps = chainSteps(PAGE, [
      { url: ENTRY, initiatorUrl: PAGE },
      { url: CHUNK, initiatorUrl: ENTRY },
      { url: SHARED, initiatorUrl: ENTRY },
      { url: CSS, initiatorUrl: ENTRY },
      { url: SHARED, initiatorUrl: CHUNK },
    ]);
    expect(Math.max(...steps.map((step) => step.depth))).toBe(2);
    expect(steps.find((step) => step.url === SHARED)).toEqual({ url: SHARED, depth: 2, parent: ENTRY });
  });

  it('hangs a request with no known initiator off the HTML, and skips the document itself', () => {
    expect(
      chainSteps(PAGE, [
        { url: PAGE },
        { url: 'https://cdn.test/favicon.svg' },
        { url: CHUNK, initiatorUrl: 'https://elsewhere.test/inline.js' },
        { url: SHARED, initiatorUrl: SHARED },
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
    { url: ENTRY, initiatorUrl: PAGE },
    { url: CHUNK, initiatorUrl: ENTRY },
    { url: 'https://cdn.test/api/census', initiatorUrl: CHUNK },
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
