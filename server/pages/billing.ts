import type { FastifyPluginAsync } from 'fastify';
import { sendParamsPage } from './params-page.ts';

/** Billing pages of the owner's account (trial upgrade and plan change). */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings/billing/billing/upgrade', async (request, reply) => sendParamsPage(request, reply, 'Fazer upgrade do plano', []));
  app.get('/settings/billing/billing/website/change-plan', async (request, reply) => sendParamsPage(request, reply, 'Alterar plano', []));
};
