/** Relative time's default labels (site-runtime.md §8); see messages.ts on why apart. */
export const RELATIVE_TIME_MESSAGES = {
  justNow: 'agora mesmo',
  secondsAgo: 'há {secondsDifference} segundos',
} as const;
