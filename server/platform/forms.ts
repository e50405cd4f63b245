import type { FastifyPluginAsync } from 'fastify';
import type { FormKeyStore } from './form-keys.ts';
import { evaluateSubmission } from './form-submission.ts';

export interface FormRoutesOptions {
  formKeys: FormKeyStore;
}

/** Form submission: a key first, then the submission (JSON or form-encoded). Accepted submissions stay in the request log. */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, { formKeys }) => {
  app.post('/api/form/FormSubmissionKey', async () => ({ key: formKeys.issue() }));

  app.post('/api/form/SaveFormSubmission', async (request, reply) => {
    const outcome = evaluateSubmission(request.body, { consumeKey: (key) => formKeys.consume(key) });
    return reply.code(outcome.status).send(outcome.body);
  });
};
