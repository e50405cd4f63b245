import { defineFeature } from '../../kit/define.ts';
import type { LightboxRequest } from '../lightbox-opener/item.ts';
import './lightbox.css';
import { openLightbox } from './open-lightbox.ts';

export type { LightboxItem, LightboxRequest, LightboxTheme } from '../lightbox-opener/item.ts';

/**
 * The lightbox (docs/markup.md §6.6), a lazy feature: `start('lightbox', request)` opens it on
 * `request.index`; it closes itself when the visitor closes it, and at once with its starter. A React
 * component (Lightbox.tsx, its state in React over the pure rules of rules.ts and zoom.ts), rendered
 * through createReactRoot (src/ui/react/react-root.ts) as a portal into the document's body: React's chunk
 * comes with the first opening, never before. What opens it (src/ui/lightbox-opener/, in the small
 * lightbox-opener chunk every lightbox gallery and image page loads) stays plain TypeScript, since it
 * is on the page's path before anything opens.
 */
export const start = defineFeature<LightboxRequest>(({ input, report, signal }) => openLightbox(input, { report, signal }));
