import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringField } from '../body.ts';
import { html } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';

export interface PageParam {
  name: string;
  required: boolean;
}

/**
 * A platform page the runtime only navigates to (checkout, billing…): it shows the query
 * parameters it received, each in an element tests can read (`[data-param=name]`). A missing
 * required parameter gives 400, so a wrong navigation shows up in tests.
 */
export function sendParamsPage(request: FastifyRequest, reply: FastifyReply, title: string, params: readonly PageParam[]): FastifyReply {
  const values = params.map((param) => ({ ...param, value: stringField(request.query, param.name) }));
  const missing = values.filter((param) => param.required && (param.value === undefined || param.value === ''));
  const body = html`<h1>${title}</h1>
${missing.length === 0 ? '' : html`<p role="alert">Parâmetro obrigatório ausente: ${missing.map((param) => param.name).join(', ')}.</p>`}
${values.length === 0 ? '' : html`<dl>${values.map((param) => html`<dt>${param.name}</dt><dd data-param="${param.name}">${param.value ?? ''}</dd>`)}</dl>`}
<p><a href="/">Voltar ao site</a></p>`;
  return sendHtml(request, reply, renderPage({ title, body }), missing.length === 0 ? 200 : 400);
}
