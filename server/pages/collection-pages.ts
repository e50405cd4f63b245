import type { FastifyPluginAsync } from 'fastify';
import { html } from '../html/escape.js';
import { sendHtml } from '../html/send-html.js';
import { renderPage } from '../html/shell.js';
import { sendNotFound } from './not-found.js';

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
