/**
 * A block's fallback when its code cannot be loaded (issue 16; not worded by the spec, chosen here). Apart
 * from ../messages.ts: the every-page chunk carries them on every page, and the catalogue is a chunk of its own.
 */
export const FALLBACK_MESSAGES = {
  unavailable: 'Não foi possível carregar este formulário.',
  retry: 'Tentar de novo',
} as const;
