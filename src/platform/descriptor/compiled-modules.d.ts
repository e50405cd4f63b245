// `import compiled from './x.ts?compiled'`: the descriptors of x.ts's zod schemas, by export name
// (build/compiled-schemas-plugin.ts). Typed where it is imported: `compiled as Compiled<typeof x>`.
declare module '*?compiled' {
  const descriptors: unknown;
  export default descriptors;
}
