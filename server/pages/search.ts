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

/**
 * The site search page (page type 102, excluded from page-view tracking) with a search block (docs/markup.md 6.13); it
 * searches the fixture titles and descriptions, server-side, the query escaped.
 */
export const searchRoutes: FastifyPluginAsync<SearchOptions> = async (app, { fixturesDir }) => {
  app.get('/search', async (request, reply) => {
    const query = (stringField(request.query, 'q') ?? '').trim();
    const needle = query.toLowerCase();
    const results =
      needle === '' ? [] : (await listFixtures(fixturesDir)).filter((fixture) => `${fixture.title} ${fixture.description}`.toLowerCase().includes(needle));
    const body = html`<main>
<h1>Pesquisa</h1>
<div class="sqs-block search-block" data-block-type="33" id="block-busca">
  <form role="search" action="/search" method="get"><label for="busca-q">Pesquisar</label> <input id="busca-q" name="q" type="search" value="${query}"> <button type="submit">Pesquisar</button></form>
</div>
${query === '' ? '' : html`<p>Resultados para <q data-param="q">${query}</q>: ${results.length}</p>`}
<ul class="search-results">${results.map(fixtureListItem)}</ul>
</main>`;
    const page = renderPage({ title: 'Pesquisa', body, siteContext: siteContextFor(request, PAGE_TYPE.search) });
    return sendHtml(request, reply, page);
  });
};
