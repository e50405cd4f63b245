// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExamples } from '../../src/registry.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { includeExamples } from './examples.ts';

const MENU_EXAMPLES = `<!--example {"title": "Duas abas"}-->
<div data-block-type="18" id="block-menu">
  <p>Abas</p>
</div>

<!--example {"title": "Com contexto", "context": {"pageType": 50}}-->
<div data-block-type="18" id="block-menu-2"></div>
`;

const FIXTURE = `<!--fixture
{ "title": "Página com exemplo" }
-->
  <main>
    <!--example menu 1-->
  </main>
`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ 'src/blocks/menu/examples.html': MENU_EXAMPLES, 'fixtures/com-exemplo.html': FIXTURE });
});
afterAll(() => server.close());

describe('block examples', () => {
  it('are read from their header comments, markup trimmed', () => {
    expect(parseExamples(MENU_EXAMPLES)).toEqual([
      { title: 'Duas abas', context: {}, markup: '<div data-block-type="18" id="block-menu">\n  <p>Abas</p>\n</div>' },
      { title: 'Com contexto', context: { pageType: 50 }, markup: '<div data-block-type="18" id="block-menu-2"></div>' },
    ]);
    expect(() => parseExamples('<!--example {"context": {}}-->\n<div></div>')).toThrow('title');
  });

  it('are included into a fixture at the line that names them, at its indentation; an unknown one is an error', async () => {
    expect(await includeExamples(server.rootDir, '  <main>\n    <!--example menu 1-->\n  </main>')).toBe(
      '  <main>\n    <div data-block-type="18" id="block-menu">\n      <p>Abas</p>\n    </div>\n  </main>',
    );
    await expect(includeExamples(server.rootDir, '<!--example menu 3-->')).rejects.toThrow('example 3 of menu');
    const page = await server.app.inject({ method: 'GET', url: '/fixtures/com-exemplo.html' });
    expect(page.body).toContain('<div data-block-type="18" id="block-menu">');
  });

  it('are served alone at /examples/{name}/{n}.html, with their title and context; others are not found', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/examples/menu/2.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>menu: Com contexto</title>');
    expect(page.body).toContain('<h2>Com contexto</h2>');
    expect(page.body).toMatch(/"pageType":50/);
    // Not painted before the footer after the block is parsed: half a block, then the rest, is no shift of the runtime's.
    expect(page.body).toContain('<link rel="expect" href="#page-end" blocking="render">');
    expect(page.body).toContain('<footer id="page-end">');
    for (const url of ['/examples/menu/3.html', '/examples/menu/0.html', '/examples/nada/1.html', '/examples/menu/1.txt']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('are listed on the index', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/' });
    expect(index.body).toContain('<a href="/examples/menu/1.html">menu: Duas abas</a>');
  });
});
