import { createElement } from 'react';
import { requireElement } from '../../kit/block-kit/block-errors.ts';
import { defineBlock } from '../../kit/define.ts';
import { recordCensusHit } from '../../platform/census/census-hit.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { audioName } from './accessible-name.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import { readAudioConfig } from './config.ts';

/**
 * Audio block (type 41, docs/markup.md 6.17): a React component (AudioPlayer.tsx) through the one root
 * helper, over the pre-rendered `<audio controls>`, which stays the player: the browser's own controls
 * (keyboard operable, known to screen readers, playing without the runtime), adopted, never re-created,
 * so nothing moves. The runtime names it from the config when the HTML did not, pauses it when another
 * audio or video starts (src/ui/media/exclusive-playback.ts), and records each play as a census audio
 * event (type 20).
 */
export const mount = defineBlock({
  config: readAudioConfig,
  markup: (element: HTMLElement) => requireElement<HTMLAudioElement>(element, 'audio', 'Audio element'),
  mount: ({ element, page, consent, config, markup: audio, report, signal }) => {
    const onPlay = (): void => void recordCensusHit({ page, consent }, 'audio');
    return renderIntoBlock({ element, report, signal }, createElement(AudioPlayer, { element, audio, name: audioName(config), onPlay }));
  },
});
