import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { html } from '../html/escape.ts';
import { listFixtures } from '../html/fixture-catalogue.ts';
import { fixtureListItem } from '../html/index-page.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { PAGE_TYPE, siteContextFor } from '../html/site-context.ts';

export interface SearchOptions {
  fixturesDir: string;
}

/** The site search page (page type 102, excluded from page-view tracking); it searches the fixture titles and descriptions. */
export const searchRoutes: FastifyPluginAsync<SearchOptions> = async (app, { fixturesDir }) => {
  app.get('/search', async (request, reply) => {
    const query = (stringField(request.query, 'q') ?? '').trim();
    const needle = query.toLowerCase();
    const results =
      needle === '' ? [] : (await listFixtures(fixturesDir)).filter((fixture) => `${fixture.title} ${fixture.description}`.toLowerCase().includes(needle));
    const body = html`<h1>Pesquisa</h1>
<form action="/search" method="get"><label>Pesquisar <input type="search" name="q" value="${query}"></label> <button type="submit">Pesquisar</button></form>
${query === '' ? '' : html`<p>Resultados para <q data-param="q">${query}</q>: ${results.length}</p>`}
<ul class="search-results">${results.map(fixtureListItem)}</ul>`;
    const page = renderPage({ title: 'Pesquisa', body, siteContext: siteContextFor(request, PAGE_TYPE.search) });
    return sendHtml(request, reply, page);
  });
};
