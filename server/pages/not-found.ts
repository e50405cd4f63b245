import type { FastifyReply, FastifyRequest } from 'fastify';
import { html } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { PAGE_TYPE, siteContextFor } from '../html/site-context.ts';
import { requestPath } from '../request-path.ts';

/** Addresses that scripts call, not pages: they get a JSON 404 that the runtime's data helper can read. */
const NON_PAGE_PREFIXES = ['/api/', '/__qa/', '/dist/', '/maps/', '/recaptcha/'];

/** The path as a person would type it (percent-decoded when it decodes). */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The platform's not-found page: a published-site page (page type 100) with the runtime. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = requestPath(request);
  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return reply.code(404).send({ error: 'Não encontrado.' });
  }
  const body = html`<h1>Página não encontrada</h1>
<p>Não há nada em <code>${readablePath(path)}</code>.</p>
<p><a href="/">Ir para a página inicial</a></p>`;
  const page = renderPage({ title: 'Página não encontrada', body, siteContext: siteContextFor(request, PAGE_TYPE.notFound) });
  return sendHtml(request, reply, page, 404);
}
