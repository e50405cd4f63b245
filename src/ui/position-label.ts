import { MESSAGES } from '../texts/messages.ts';

/** "{n} de {count}" (docs/markup.md §6.5, §6.6): a slide's or a lightbox item's position, counted from 1. */
export const positionLabel = (index: number, count: number): string =>
  MESSAGES.gallery.slideLabel.replace('{n}', String(index + 1)).replace('{count}', String(count));
