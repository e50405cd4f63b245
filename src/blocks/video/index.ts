import { defineBlock } from '../../kit/define.ts';
import { recordMediaPlay } from '../../services/census-media/record-media-play.ts';
import { MESSAGES } from '../../texts/messages.ts';
import { mountPlayer } from './player.ts';
import { readVideo, VIDEO_MODES } from './read-video.ts';
import './video.css';

/** SR §8: logged when a video's embed holds no iframe, object or embed. */
export const INVALID_VIDEO_EMBED = 'Invalid video embed';
/** The runtime's element showing the invalid embed's text (chosen name). */
export const INVALID_EMBED_CLASS = 'video-embed-invalid';

/**
 * Video (block 32's `[data-video]`, and a gallery video slide's; docs/markup.md 6.7). Plain DOM: the
 * poster and link stay as the HTML has them; the runtime adds a play button and, when asked, the player.
 */
export const mount = defineBlock({
  mount: ({ element, page, signal }) => {
    const reading = readVideo(element);
    if (reading.kind === 'invalid-mode') {
      console.warn(`[site-runtime] video: data-mode "${reading.mode}" is not ${VIDEO_MODES.join(', ')} or absent; the video keeps its HTML`);
      return;
    }
    if (reading.kind === 'invalid-embed') {
      console.error(INVALID_VIDEO_EMBED);
      const message = element.ownerDocument.createElement('p');
      message.className = INVALID_EMBED_CLASS;
      message.textContent = MESSAGES.video.invalidEmbed;
      element.append(message);
      return () => message.remove();
    }
    return mountPlayer(element, reading.settings, { signal, onVisitorPlay: () => void recordMediaPlay(page, 'video') });
  },
});
