/** The comments block's texts (docs/markup.md 6.18); see messages.ts on why apart. */
export const COMMENTS_MESSAGES = {
  // A link's text for its item's comment count (not worded in the spec; chosen here); {count} in pt-BR digits (1.234).
  none: 'Nenhum comentário',
  one: '1 comentário',
  many: '{count} comentários',
} as const;
