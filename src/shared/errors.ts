/**
 * The base of every error the runtime throws on purpose (block config, markup, chunk load, data,
 * dialog options, …). Each kind spells its `name` as a string literal, since minifiers rename
 * classes but never strings: error reports carry that `name`, so ops group them by kind.
 */
export abstract class SiteRuntimeError extends Error {
  abstract override readonly name: string;
}
