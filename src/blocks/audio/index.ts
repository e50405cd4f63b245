import { requireElement } from '../../kit/block-errors.ts';
import { defineBlock } from '../../kit/define.ts';
import { recordMediaPlay } from '../../services/census-media/record-media-play.ts';
import { snapshotAttributes } from '../../ui/attribute-snapshot.ts';
import { stopWhenOthersPlay } from '../../ui/media/exclusive-playback.ts';
import { audioName, hasOwnName } from './accessible-name.ts';
import { readAudioConfig } from './config.ts';

/**
 * Audio block (type 41, docs/markup.md 6.17). Plain DOM, no React: the pre-rendered
 * `<audio controls>` is the player, kept with the browser's own controls (keyboard operable, known to
 * screen readers, playing without the runtime, nothing re-rendered so nothing moves). The runtime
 * names it from the config when the HTML did not, pauses it when another audio or video starts
 * (src/ui/media/exclusive-playback.ts), and records each play as a census audio event (type 20).
 */
export const mount = defineBlock({
  config: readAudioConfig,
  markup: (element: HTMLElement) => requireElement<HTMLAudioElement>(element, 'audio', 'Audio element'),
  mount({ element, page, config, markup: audio, signal }) {
    const restore = snapshotAttributes([audio], ['aria-label']);
    const name = audioName(config);
    if (name !== undefined && !hasOwnName(audio)) audio.setAttribute('aria-label', name);

    // One audio or video at a time: another player starting pauses this one.
    stopWhenOthersPlay(element, () => audio.pause(), signal);

    // A play is the track started from its beginning or after it ended; resuming after a pause is the same play.
    let playing = false;
    audio.addEventListener(
      'play',
      () => {
        if (playing) return;
        playing = true;
        void recordMediaPlay(page, 'audio');
      },
      { signal },
    );
    audio.addEventListener('ended', () => (playing = false), { signal });
    return restore;
  },
});
