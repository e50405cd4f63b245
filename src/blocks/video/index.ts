import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import { recordCensusHit } from '../../platform/census/census-hit.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { readVideo, VIDEO_MODES } from './read-video.ts';
import { InvalidEmbed, VideoPlayer } from './VideoPlayer.tsx';
import './video.css';

/** SR §8: logged when a video's embed holds no iframe, object or embed. */
export const INVALID_VIDEO_EMBED = 'Invalid video embed';

/**
 * Video (block 32's `[data-video]`, and a gallery video slide's; docs/markup.md 6.7): a React component
 * (VideoPlayer.tsx) in the renderer's element, through the one root helper. The poster and link stay
 * the renderer's nodes; React renders the play button, the player frame (only once the visitor presses
 * play) and the invalid embed's message.
 */
export const mount = defineBlock({
  mount: ({ element, page, consent, report, signal }) => {
    const reading = readVideo(element);
    if (reading.kind === 'invalid-mode') {
      console.warn(`[site-runtime] video: data-mode "${reading.mode}" is not ${VIDEO_MODES.join(', ')} or absent; the video keeps its HTML`);
      return;
    }
    if (reading.kind === 'invalid-embed') {
      console.error(INVALID_VIDEO_EMBED);
      return renderIntoBlock({ element, report, signal }, createElement(InvalidEmbed));
    }
    const onVisitorPlay = (): void => void recordCensusHit({ page, consent }, 'video');
    return renderIntoBlock({ element, report, signal }, createElement(VideoPlayer, { element, settings: reading.settings, onVisitorPlay }));
  },
});
