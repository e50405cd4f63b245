import path from 'node:path';
import { build, type Plugin } from 'vite';
import { measure } from './file-sizes.ts';

/**
 * `npx tsx scripts/sanitizer-set-html-cost.ts`: what the HTML Sanitizer API path would cost the cookie
 * banner's first visit (issue 40; README "Packages beyond the design card", dompurify). Two modules,
 * each built alone and minified as the build does, measured in brotli: the short texts' sanitizer as it
 * ships, and the candidate of src/test/set-html-candidate.ts (setHTML with the list's closest
 * configuration and its rules after it, the hand-written one as the fallback where a browser has no
 * setHTML). The difference is what the banner's path would grow by.
 */

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const MODULES: Record<string, string> = {
  'hand-written only': `export { sanitizeOwnerHtmlToFragment } from '${SRC}/ui/sanitize-owner-html.ts';`,
  'setHTML, hand-written as the fallback': `import { OWNER_SHORT_TEXT } from '${SRC}/ui/sanitize-owner-html.ts';
import { setHtmlWithRules } from '${SRC}/test/set-html-candidate.ts';
export const sanitizeOwnerHtmlToFragment = setHtmlWithRules(OWNER_SHORT_TEXT);`,
};

async function minified(source: string): Promise<string> {
  const id = '\0sanitizer-cost-entry';
  const entry: Plugin = {
    name: 'entry',
    resolveId: (name) => (name.endsWith('sanitizer-cost-entry') ? id : null),
    load: (name) => (name === id ? source : null),
  };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry],
    build: { write: false, minify: true, lib: { entry: 'sanitizer-cost-entry', formats: ['es'], fileName: 'entry' } },
  });
  const [output] = Array.isArray(result) ? result : [result];
  if (!output || !('output' in output)) throw new Error('not bundled');
  return output.output[0].code;
}

const sizes: Record<string, number> = {};
for (const [name, source] of Object.entries(MODULES)) {
  const { raw, brotli } = measure(Buffer.from(await minified(source)));
  sizes[name] = brotli;
  console.log(`${name}: ${raw} B minified, ${brotli} B brotli`);
}
const [alone, withSetHtml] = Object.values(sizes) as [number, number];
console.log(`the setHTML path adds ${withSetHtml - alone} B brotli to the cookie banner's first visit`);
