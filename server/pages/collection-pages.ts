import type { FastifyPluginAsync } from 'fastify';
import { html } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { sendNotFound } from './not-found.ts';

/** Collection-panel paths: /pages/ followed by a 24-character lowercase hex id. */
const PAGE_ID = /^[0-9a-f]{24}$/;

export const collectionPageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/pages/:id', async (request, reply) => {
    const { id } = request.params;
    if (!PAGE_ID.test(id)) return sendNotFound(request, reply);
    const body = html`<h1>Página da coleção</h1>
<p>Id: <code data-param="id">${id}</code></p>
<p><a href="/">Voltar ao site</a></p>`;
    return sendHtml(request, reply, renderPage({ title: 'Página da coleção', body }));
  });
};
