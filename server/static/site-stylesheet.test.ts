// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_FILES, startTestServer, type TestServer } from '../test-helpers.ts';
import { SITE_STYLESHEET, TEMPLATE_STYLESHEETS } from './site-stylesheet.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe(`/${SITE_STYLESHEET}`, () => {
  it('is the site-wide part, then each feature’s template.css in registry order, fetched again on each use and without the page CSP', async () => {
    // Written out of registry order: the accordion comes before the menu, the text shrink (a page feature) after both.
    server = await startTestServer({
      ...ROOT_FILES,
      [SITE_STYLESHEET]: 'body { margin: 0; }\n',
      'src/page/text-shrink/template.css': '[data-text-shrink] { overflow: hidden; }\n',
      'src/blocks/menu/template.css': '.menu-block { color: red; }\n',
      'src/blocks/accordion/template.css': '.accordion-item { color: blue; }\n',
    });
    const response = await server.app.inject({ method: 'GET', url: `/${SITE_STYLESHEET}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      'body { margin: 0; }\n\n.accordion-item { color: blue; }\n\n.menu-block { color: red; }\n\n[data-text-shrink] { overflow: hidden; }\n',
    );
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('is missing without its site-wide part', async () => {
    server = await startTestServer({ ...ROOT_FILES, 'src/blocks/menu/template.css': '.menu-block { color: red; }\n' });
    const response = await server.app.inject({ method: 'GET', url: `/${SITE_STYLESHEET}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Página não encontrada');
  });
});

describe('the template.css files of the repository', () => {
  it('are each in a registered feature’s folder, so none is left out of the stylesheet', () => {
    const root = join(import.meta.dirname, '..', '..');
    const found = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)template\.css$/.test(file))
      .map((file) => `src/${file}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((file) => !TEMPLATE_STYLESHEETS.includes(file))).toEqual([]);
  });
});
