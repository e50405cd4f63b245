// The Vite plugin behind `import compiled from './schema.ts?compiled'`: the build, the dev server and
// vitest run the schema module in Node (tsx), compile each zod schema it exports
// (build/schema-compiler.ts) and hand the page the descriptors alone, never zod.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { compileModule, toSource } from './schema-compiler.ts';

const QUERY = '?compiled';
/** Virtual ids start with \0, so no other plugin (TypeScript, React refresh) takes them for the source file. */
const PREFIX = '\0compiled-schemas:';

export function compiledSchemas(): Plugin {
  return {
    name: 'compiled-schemas',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!resolved) return null;
      return `${PREFIX}${resolved.id}`;
    },
    // Dev server: an edited schema module updates its descriptors (what the schema module imports is
    // not followed: restart after editing a constant it uses).
    hotUpdate({ file, modules }) {
      const compiled = this.environment.moduleGraph.getModuleById(`${PREFIX}${file}`);
      return compiled ? [...modules, compiled] : undefined;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      // A changed schema rebuilds its descriptors in watch builds.
      this.addWatchFile(file);
      // A fresh module each time (tsImport's own namespace), so an edited schema is read anew.
      const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
      const descriptors = Object.entries(compileModule(module, path.relative(process.cwd(), file)));
      // Named exports too: a chunk that imports the module's namespace gets each descriptor inlined under a
      // mangled name, never the schemas' names as an object's keys.
      const named = descriptors.map(([name, descriptor]) => `export const ${name} = ${toSource(descriptor)};\n`).join('');
      return `${named}export default {${descriptors.map(([name]) => name).join(',')}};\n`;
    },
  };
}
