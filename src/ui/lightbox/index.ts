import { defineFeature } from '../../kit/define.ts';
import type { LightboxRequest } from './item.ts';
import './lightbox.css';
import { openLightbox } from './open-lightbox.ts';

export type { LightboxItem, LightboxRequest, LightboxTheme } from './item.ts';

/**
 * The lightbox (docs/markup.md §6.6), a lazy feature: `start('lightbox', request)` opens it on
 * `request.index`; it closes itself when the visitor closes it, and at once with its starter.
 */
export const start = defineFeature<LightboxRequest>(({ input }) => openLightbox(input));
