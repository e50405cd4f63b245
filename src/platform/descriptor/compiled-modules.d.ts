// `import * as compiled from './x.ts?compiled'`: the descriptors of x.ts's zod schemas, each a named export
// under its schema's name (build/compiled-schemas-plugin.ts; the default export holds them all, for tests).
// Read them as `(compiled as unknown as Compiled<typeof x>).XSchema`, a member of the namespace, never the
// namespace as a value (destructured, aliased): the build then inlines each descriptor under a short name,
// and the chunk never carries the schemas' names.
declare module '*?compiled' {
  const descriptors: unknown;
  export default descriptors;
}
