import { MESSAGES } from '../../texts/messages.ts';
import type { AudioConfig } from './config-schema.ts';

/**
 * The player's accessible name from the block's title and author (chosen wording, src/texts):
 * "Abertura, de Banda da Ana", "Abertura", "Áudio de Banda da Ana"; undefined when both are blank.
 */
export function audioName({ title, author }: AudioConfig): string | undefined {
  const [name, by] = [title.trim(), author.trim()];
  if (name && by) return MESSAGES.audio.titleAndAuthor.replace('{title}', name).replace('{author}', by);
  if (name) return name;
  if (by) return MESSAGES.audio.authorOnly.replace('{author}', by);
  return undefined;
}

/** Whether the renderer named the element already: a non-blank aria-label, aria-labelledby or title. */
export function hasOwnName(element: Element): boolean {
  return ['aria-label', 'aria-labelledby', 'title'].some((name) => (element.getAttribute(name) ?? '').trim() !== '');
}
