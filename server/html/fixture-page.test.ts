import { describe, expect, it } from 'vitest';
import { deepMerge, FIXTURE_RUM_SETTINGS, FIXTURE_SITE_CONTEXT, parseFixture, renderFixturePage } from './fixture-page.ts';

const FIXTURE = `<!--fixture
{ "title": "Cardápio & bebidas", "description": "Menu 'de teste'", "context": { "pageType": 50, "website": { "templateId": "t-1" } } }
-->
  <main><p>Conteúdo</p></main>
`;

const contextOf = (page: string): unknown => JSON.parse(/<script type="application\/json" id="site-context">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null');

describe('fixture pages', () => {
  it('reads the header and the body', () => {
    expect(parseFixture(FIXTURE)).toEqual({
      meta: { title: 'Cardápio & bebidas', description: "Menu 'de teste'", context: { pageType: 50, website: { templateId: 't-1' } }, runtimeCopies: [] },
      body: '  <main><p>Conteúdo</p></main>\n',
    });
  });

  it('leaves a whole document alone, and refuses a header without a title', () => {
    expect(parseFixture('<!doctype html><title>x</title>')).toBeUndefined();
    expect(() => parseFixture('<!--fixture {"description": "sem título"} -->')).toThrow('title');
  });

  it('merges the context over the base: objects field by field, the rest replaced', () => {
    expect(deepMerge({ a: { b: 1, c: [1] }, d: 1 }, { a: { c: [2] }, d: null })).toEqual({ a: { b: 1, c: [2] }, d: null });
  });

  it('wraps the body in the one layout: head, escaped title and description, context, runtime, header, footer', () => {
    const page = renderFixturePage(parseFixture(FIXTURE)!).value;
    expect(page).toContain('<title>Cardápio &amp; bebidas</title>');
    expect(page).toContain('<meta name="description" content="Menu &#39;de teste&#39;">');
    expect(contextOf(page)).toEqual({ ...FIXTURE_SITE_CONTEXT, pageType: 50, website: { ...(FIXTURE_SITE_CONTEXT['website'] as object), templateId: 't-1' } });
    expect(page.match(/<script type="module" async src="\/dist\/runtime.js"><\/script>/g)).toHaveLength(1);
    expect(page.indexOf('<h1>Cardápio &amp; bebidas</h1>')).toBeLessThan(page.indexOf('<main>'));
    expect(page.indexOf('<footer id="page-end">')).toBeGreaterThan(page.indexOf('</main>'));
  });

  it('puts the header and footer where the markers say, keeps a malformed context as written and adds runtime copies', () => {
    const page = renderFixturePage(
      parseFixture(`<!--fixture
{ "title": "T", "contextText": "{ not json", "runtimeCopies": ["/dist/runtime.js?copy=2"] }
-->
  <aside data-announcement-bar></aside>
  <!--page-header-->
  <main></main>
  <!--page-footer-->
  <template data-popup-overlay></template>
`)!,
    ).value;
    expect(page).toContain('<script type="application/json" id="site-context">{ not json</script>');
    expect(page).toContain('<script type="module" src="/dist/runtime.js?copy=2"></script>');
    expect(page.indexOf('data-announcement-bar')).toBeLessThan(page.indexOf('<header>'));
    expect(page.indexOf('<footer id="page-end">')).toBeLessThan(page.indexOf('<template data-popup-overlay>'));
    expect(page).not.toContain('<!--page-');
  });

  it('turns performance collection on only for a fixture that asks: rum-settings over the base, else no element', () => {
    const rumOf = (page: string): unknown => JSON.parse(/<script type="application\/json" id="rum-settings">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null');
    const plain = renderFixturePage(parseFixture(FIXTURE)!).value;
    expect(plain).not.toContain('rum-settings');
    const asking = renderFixturePage(parseFixture(FIXTURE.replace('"context": {', '"rum": { "platform": "amp" }, "context": {'))!).value;
    expect(rumOf(asking)).toEqual({ ...FIXTURE_RUM_SETTINGS, platform: 'amp' });
  });
});
