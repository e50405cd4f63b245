/** The search block's texts (docs/markup.md 6.13); see messages.ts on why apart. */
export const SEARCH_MESSAGES = {
  // Shown beside the field when a blank query is submitted (not worded in the spec; chosen here).
  emptyQuery: 'Digite o que você procura.',
} as const;
