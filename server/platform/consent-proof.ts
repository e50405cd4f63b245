import type { FastifyPluginAsync } from 'fastify';

/**
 * Proof of consent (docs/markup.md "Cookie banner", chosen here): the runtime posts each choice once with a
 * beacon. The platform's endpoint is not in the spec; the fixture server accepts it, and the request log
 * keeps and shows each proof (`/__qa/requests?path=/api/consent/RecordConsent`).
 */
export const consentProofRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/consent/RecordConsent', async (_request, reply) => reply.code(204).send());
};
