import { useLayoutEffect } from 'react';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { stopWhenOthersPlay } from '../../ui/media/exclusive-playback.ts';
import { hasOwnName } from './accessible-name.ts';

export interface AudioPlayerProps {
  /** The block's element: a play inside it is this player's own. */
  readonly element: HTMLElement;
  /** The renderer's `<audio controls>`: adopted as it is, never re-created (the browser's controls are the player). */
  readonly audio: HTMLAudioElement;
  /** The accessible name from the config (accessible-name.ts), set only where the HTML gives none. */
  readonly name: string | undefined;
  /** Called when a play starts: the track from its beginning or after it ended (the census audio event). */
  onPlay(): void;
}

/**
 * The audio block's player (docs/markup.md 6.17): the renderer's `<audio controls>`, which React adopts
 * through effects and never renders; it draws nothing of its own. Named from the config when the HTML
 * did not name it, paused when another audio or video starts (src/ui/media/exclusive-playback.ts), each
 * play reported. Every attribute comes back as the HTML had it.
 */
export function AudioPlayer({ element, audio, name, onPlay }: AudioPlayerProps): null {
  useLayoutEffect(() => {
    const restore = snapshotAttributes([audio], ['aria-label']);
    if (name !== undefined && !hasOwnName(audio)) audio.setAttribute('aria-label', name);
    return restore;
  }, [audio, name]);

  useLayoutEffect(() => {
    const listening = new AbortController();
    const { signal } = listening;
    // One audio or video at a time: another player starting pauses this one.
    stopWhenOthersPlay(element, () => audio.pause(), signal);
    // A play is the track started from its beginning or after it ended; resuming after a pause is the same play.
    let playing = false;
    audio.addEventListener(
      'play',
      () => {
        if (playing) return;
        playing = true;
        onPlay();
      },
      { signal },
    );
    audio.addEventListener('ended', () => (playing = false), { signal });
    return () => listening.abort();
  }, [element, audio, onPlay]);

  return null;
}
