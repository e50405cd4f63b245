import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isRecord } from '../body.ts';
import { FONT_FAMILIES, TYPEKIT_KITS, type KitFamily } from '../data/fonts.ts';

/** Weights served when a family parameter lists none, as the real service does. */
const DEFAULT_WEIGHTS = ['400'];

/** A Typekit variation (font variation description): style n, i or o, then the weight in hundreds. */
const KIT_STYLES: Readonly<Record<string, string>> = { n: 'normal', i: 'italic', o: 'oblique' };

/**
 * A `family` parameter of the web-font service: `Name` or `Name:400,700`. The name is letters,
 * digits and spaces only and the weights are 100…900, so nothing echoed into the CSS can break out.
 */
const FAMILY_PARAMETER = /^([A-Za-z0-9 ]+)(?::([1-9]00(?:,[1-9]00)*))?$/;

/**
 * @font-face rules that name only local() sources: the fixture site has no network and no font
 * files, so the page gets a valid stylesheet and no failed font downloads.
 */
function fontFaces(family: string, weights: readonly string[]): string {
  return weights.map((weight) => `@font-face { font-family: '${family}'; font-weight: ${weight}; src: local('${family}'); }\n`).join('');
}

/** The kit's @font-face rules, one per family and variation (local() sources too). */
function kitFontFaces(families: readonly KitFamily[]): string {
  return families
    .flatMap(({ family, variations }) =>
      variations.map(
        (variation) =>
          `@font-face { font-family: '${family}'; font-style: ${KIT_STYLES[variation[0] ?? 'n']}; font-weight: ${variation.slice(1)}00; src: local('${family}'); }\n`,
      ),
    )
    .join('');
}

/** The family parameters of a query: absent, once (a string) or repeated (a list). */
function familyParameters(query: unknown): string[] {
  const value = isRecord(query) ? query['family'] : undefined;
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function sendCss(reply: FastifyReply, css: string): FastifyReply {
  return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/** Local stand-ins of the web-font and Typekit stylesheet services (site-runtime.md §7, §8). */
export const fontRoutes: FastifyPluginAsync = async (app) => {
  app.get('/fonts/css', async (request, reply) => {
    const parameters = familyParameters(request.query);
    if (!parameters.length) return sendText(reply, 400, 'Missing family parameter');
    const rules: string[] = [];
    for (const parameter of parameters) {
      const match = FAMILY_PARAMETER.exec(parameter);
      const family = match?.[1];
      // One family that is gone (or malformed) fails the whole request, as on the real service.
      if (family === undefined || !FONT_FAMILIES.includes(family)) return sendText(reply, 400, 'Font family not found');
      rules.push(fontFaces(family, match?.[2]?.split(',') ?? DEFAULT_WEIGHTS));
    }
    return sendCss(reply, rules.join(''));
  });

  app.get<{ Params: { kit: string } }>('/fonts/typekit/:kit.css', async (request, reply) => {
    const families = TYPEKIT_KITS.get(request.params.kit);
    if (families === undefined) return sendText(reply, 404, 'Kit not found');
    // A font gone from the service is simply no longer in its kit's CSS: the kit still answers 200.
    return sendCss(reply, kitFontFaces(families));
  });
};
