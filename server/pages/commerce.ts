import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { COOKIE } from '../cookies.ts';
import { html } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { sendParamsPage } from './params-page.ts';

/** Checkout entry points the runtime navigates to. */
export const commerceRoutes: FastifyPluginAsync = async (app) => {
  // The cart value in the link's query (cartToken) or the CART cookie; the link's own value first.
  app.get('/commerce/goto-checkout', async (request, reply) => {
    const cart = stringField(request.query, 'cartToken') || request.cookies[COOKIE.cart];
    if (cart !== undefined && cart !== '') {
      return reply.redirect(`/checkout?cartToken=${encodeURIComponent(cart)}`, 302);
    }
    const body = html`<h1>Sessão expirada</h1>
<p role="alert">Sua sessão de compra expirou ou os cookies não estão habilitados no navegador.</p>
<p><a href="/">Voltar ao site</a></p>`;
    return sendHtml(request, reply, renderPage({ title: 'Sessão expirada', body }));
  });

  app.get('/checkout', async (request, reply) => sendParamsPage(request, reply, 'Finalizar compra', [{ name: 'cartToken', required: true }]));

  app.get('/checkout/subscribe', async (request, reply) => sendParamsPage(request, reply, 'Assinatura', [{ name: 'cartToken', required: true }]));

  app.get('/checkout/donate', async (request, reply) => sendParamsPage(request, reply, 'Doação', [{ name: 'donatePageId', required: true }]));

  app.get('/checkout/giftcard', async (request, reply) =>
    sendParamsPage(request, reply, 'Vale-presente', [
      { name: 'websiteId', required: true },
      { name: 'giftCardProductId', required: true },
      { name: 'sku', required: false },
    ]),
  );
};
