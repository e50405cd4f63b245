import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { html } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { isSameSitePath } from '../same-site-path.ts';

/** The configuration panel a logged-in owner is redirected to; it frames the page they came from. */
export const configRoutes: FastifyPluginAsync = async (app) => {
  app.get('/config/', async (request, reply) => {
    const frameUrl = stringField(request.query, 'frameUrl');
    const body = html`<h1>Painel de configuração</h1>
<p>Página: <code data-param="frameUrl">${frameUrl ?? ''}</code></p>
${isSameSitePath(frameUrl) ? html`<iframe src="${frameUrl}" title="Pré-visualização do site"></iframe>` : ''}`;
    return sendHtml(request, reply, renderPage({ title: 'Painel de configuração', body }));
  });
};
