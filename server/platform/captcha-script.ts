import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { FIXTURE_CAPTCHA_KEY } from '../data/forms.ts';
import { JAVASCRIPT, callbackCall, consoleCall, isCallbackPath } from './stand-in-script.ts';

/** The argument captcha-stand-in.js is called with, replaced by the token (a valid script either way). */
const TOKEN_PLACEHOLDER = "'__FIXTURE_CAPTCHA_TOKEN__'";

function standInSource(): string {
  const source = readFileSync(new URL('./captcha-stand-in.js', import.meta.url), 'utf8');
  if (source.split(TOKEN_PLACEHOLDER).length !== 2) throw new Error(`captcha-stand-in.js must hold ${TOKEN_PLACEHOLDER} exactly once`);
  // A function replacement, so `$` in the token could never act as a replacement pattern.
  return source.replace(TOKEN_PLACEHOLDER, () => JSON.stringify(FIXTURE_CAPTCHA_KEY));
}

/** The stand-in with the one token the form endpoint accepts (a solved captcha answers it). */
const STAND_IN = standInSource();

/** The captcha service script (reCAPTCHA v2, explicit rendering), replaced by a small local stand-in. */
export const captchaScriptRoutes: FastifyPluginAsync = async (app) => {
  app.get('/recaptcha/api.js', async (request, reply) => {
    reply.type(JAVASCRIPT).header('cache-control', 'no-cache');
    const onload = stringField(request.query, 'onload');
    if (onload !== undefined && !isCallbackPath(onload)) {
      return reply.code(400).send(consoleCall('error', 'Captcha stand-in: invalid onload parameter.'));
    }
    const parts = [STAND_IN];
    if (stringField(request.query, 'render') !== 'explicit') {
      parts.push(consoleCall('warn', 'Captcha stand-in: only render=explicit is supported; nothing is rendered automatically.'));
    }
    if (onload !== undefined) parts.push(callbackCall(onload, 'Captcha stand-in'));
    return parts.join('\n');
  });
};
