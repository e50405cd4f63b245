// npx tsx scripts/schema-sizes.ts: what parsing the page context costs a page, each way it could be done (the
// figures in README.md, "Untrusted JSON"). Each variant is bundled and minified alone, as the build
// does, and measured with brotli as a CDN serves it.
import { build, type Rollup } from 'vite';
import { compiledSchemas } from '../build/compiled-schemas-plugin.ts';
import { measure } from './file-sizes.ts';

const SCHEMA = '/src/platform/page-context/schema.ts';
const DESCRIPTOR = '/src/platform/descriptor/descriptor.ts';

/** Each variant's entry: parse a JSON text into the page context, reporting fallbacks. */
const VARIANTS: Record<string, { code: string; classic?: boolean }> = {
  'zod/mini at run time (the schema as written, parsed on the page)': {
    code: `import { createPageContextSchema } from '${SCHEMA}';
export const parse = (json, report) => createPageContextSchema(report).parse(json);`,
  },
  'zod classic at run time (the same schema, `zod` for `zod/mini`)': {
    code: `import { createPageContextSchema } from '${SCHEMA}';
export const parse = (json, report) => createPageContextSchema(report).parse(json);`,
    classic: true,
  },
  'compiled: interpreter + page-context descriptor': {
    code: `import { parseDescriptor } from '${DESCRIPTOR}';
import compiled from '${SCHEMA}?compiled';
export const parse = (json, report) => parseDescriptor(compiled.PageContextSchema, json, report).value;`,
  },
  'compiled: the interpreter alone': { code: `export { parseDescriptor } from '${DESCRIPTOR}';` },
  'compiled: the page-context descriptor alone': { code: `export { default } from '${SCHEMA}?compiled';` },
};

const ENTRY = '\0schema-size-entry';

async function bundle(code: string, classic: boolean): Promise<Buffer> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: classic ? { alias: [{ find: /^zod\/mini$/, replacement: 'zod' }] } : {},
    plugins: [compiledSchemas(), { name: 'schema-size-entry', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? code : null) }],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'exports-only', output: { codeSplitting: false } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.code)));
}

console.log(`${'variant'.padEnd(70)}  ${'raw'.padStart(7)}  ${'brotli'.padStart(7)}`);
for (const [name, { code, classic = false }] of Object.entries(VARIANTS)) {
  const size = measure(await bundle(code, classic));
  console.log(`${name.padEnd(70)}  ${String(size.raw).padStart(7)}  ${String(size.brotli).padStart(7)}`);
}
