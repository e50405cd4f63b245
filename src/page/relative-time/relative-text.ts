import { RELATIVE_TIME_MESSAGES } from '../../texts/relative-time.ts';
import { RELATIVE_TIME_REFRESH_MS, RELATIVE_TIME_SECONDS_BELOW } from './limits.ts';

/**
 * What a time `elapsedMs` ago says (site-runtime.md §8, §9): 'agora mesmo' within the first refresh
 * (chosen here: under 5 s, also for a time slightly ahead of the visitor's clock), so '1 segundos' never
 * shows; then 'há {secondsDifference} segundos' in whole seconds; undefined from 60 s on, when the
 * renderer's own text stands.
 */
export function relativeText(elapsedMs: number): string | undefined {
  const seconds = Math.floor(elapsedMs / 1000);
  if (seconds >= RELATIVE_TIME_SECONDS_BELOW || Number.isNaN(seconds)) return undefined;
  if (elapsedMs < RELATIVE_TIME_REFRESH_MS) return RELATIVE_TIME_MESSAGES.justNow;
  return RELATIVE_TIME_MESSAGES.secondsAgo.replace('{secondsDifference}', String(seconds));
}
