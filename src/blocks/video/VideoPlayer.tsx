import { useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES } from '../../texts/messages.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { onStopRequest, reportPlaying, stopWhenOthersPlay } from '../../ui/media/exclusive-playback.ts';
import { commandMessage, frameAddress, targetOrigin, type PlayerCommand } from './provider.ts';
import type { VideoSettings } from './read-video.ts';

/** The box's ratio, `W / H` (chosen name): the template's rules size `[data-video]` with it (docs/markup.md 6.7). */
const RATIO_PROPERTY = '--video-aspect-ratio';
/** On the element while mounted (chosen name): `overlay` (poster and play button shown) or `playing` (the frame shown). */
const STATE_ATTRIBUTE = 'data-video-state';
const PLAY_BUTTON_CLASS = 'video-play-button';
const FRAME_CLASS = 'video-frame';
/** The runtime's element showing the invalid embed's text (chosen name). */
const INVALID_EMBED_CLASS = 'video-embed-invalid';

/** The player frame React renders: its address is fixed when it is built (another would reload it); a new `id` is a new frame. */
interface Frame {
  readonly id: number;
  readonly src: string;
}

interface PlayerState {
  readonly frame: Frame | undefined;
  /** Started by the visitor's press and not stopped since: the overlay is hidden. */
  readonly playing: boolean;
}

export interface VideoPlayerProps {
  /** The renderer's `[data-video]`: its poster and link stay as they are; the frame and the button are added in it. */
  readonly element: HTMLElement;
  readonly settings: VideoSettings;
  /** Called each time the visitor starts the video (the census video event). */
  onVisitorPlay(): void;
}

/**
 * A video behind its facade (docs/markup.md 6.7): until the visitor presses play there is no iframe, so
 * nothing is asked of the provider. The press renders the player in the same box, with autoplay, and
 * tells the page (exclusive-playback); another player starting, or a container asking, pauses it and
 * brings the overlay back over the paused frame. `data-overlay="false"` renders the frame at once. The
 * frame is only ever the runtime's own, built from the embed's allow-listed values, never the owner's HTML.
 */
export function VideoPlayer({ element, settings: { embed, provider, overlay }, onVisitorPlay }: VideoPlayerProps): ReactNode {
  const [player, setPlayer] = useState<PlayerState>(() => ({
    frame: overlay ? undefined : { id: 0, src: frameAddress(embed.src, provider, false) },
    playing: false,
  }));
  const frameRef = useRef<HTMLIFrameElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once a change is committed (a hidden element takes none before).
  const focusNext = useRef<(() => void) | undefined>(undefined);

  /** Posts a command to the player: false when it cannot be told (no frame, or a provider the runtime does not know). */
  const post = (command: PlayerCommand): boolean => {
    const frame = frameRef.current;
    if (!provider || !frame?.contentWindow) return false;
    frame.contentWindow.postMessage(commandMessage(provider, command), targetOrigin(frame.src));
    return true;
  };

  const play = (): void => {
    if (player.playing) return;
    // A press from the button goes on in the player, so the keyboard user is not dropped on the page.
    if (element.ownerDocument.activeElement === buttonRef.current) focusNext.current = () => frameRef.current?.focus();
    // A paused frame resumes where it was; else the press builds the player with autoplay, so one tap plays.
    const resumed = post('play');
    // Synchronously: the player shows in the frame of the press.
    flushSync(() =>
      setPlayer(({ frame }) => ({ playing: true, frame: resumed ? frame : { id: (frame?.id ?? 0) + 1, src: frameAddress(embed.src, provider, true) } })),
    );
    reportPlaying(element, true);
    onVisitorPlay();
  };

  // Another player started, or a container asked: paused, the overlay back (without one, only paused).
  const stop = useEffectEvent((): void => {
    if (!overlay) return void post('pause');
    if (!player.playing) return;
    if (frameRef.current && element.ownerDocument.activeElement === frameRef.current) {
      focusNext.current = () => buttonRef.current?.focus({ preventScroll: true });
    }
    // A provider the runtime cannot pause loses its frame (the next play loads it again).
    const paused = post('pause');
    flushSync(() => setPlayer(({ frame }) => ({ playing: false, frame: paused ? frame : undefined })));
    reportPlaying(element, false);
  });
  // A gallery holding its autoplay for this video lets go when the video goes while playing.
  const release = useEffectEvent((): void => {
    if (player.playing) reportPlaying(element, false);
  });

  // The element's attributes come back as the HTML had them. The renderer's ratio wins (its <style>,
  // written before first paint); without one, the embed's.
  useLayoutEffect(() => {
    const restore = snapshotAttributes([element], [STATE_ATTRIBUTE, 'style']);
    if (embed.size && getComputedStyle(element).getPropertyValue(RATIO_PROPERTY).trim() === '') {
      element.style.setProperty(RATIO_PROPERTY, `${embed.size.width} / ${embed.size.height}`);
    }
    return restore;
  }, [element, embed]);

  useLayoutEffect(() => {
    const listening = new AbortController();
    stopWhenOthersPlay(element, () => stop(), listening.signal);
    onStopRequest(element, () => stop(), listening.signal);
    return () => {
      listening.abort();
      release();
    };
  }, [element]);

  useLayoutEffect(() => {
    element.setAttribute(STATE_ATTRIBUTE, player.playing || !overlay ? 'playing' : 'overlay');
    focusNext.current?.();
    focusNext.current = undefined;
  }, [element, overlay, player]);

  const { frame, playing } = player;
  return (
    <>
      {frame && (
        <iframe
          key={frame.id}
          ref={frameRef}
          className={FRAME_CLASS}
          src={frame.src}
          title={embed.title ?? MESSAGES.video.frameTitle}
          width={embed.size?.width}
          height={embed.size?.height}
          allow={[...new Set(['autoplay', ...embed.allow])].join('; ')}
          allowFullScreen={embed.allowFullscreen}
        />
      )}
      {overlay && (
        // Inactive while the video plays: hidden, out of the tab order (SR §4 "not focusable when inactive").
        <button ref={buttonRef} type="button" className={PLAY_BUTTON_CLASS} hidden={playing} tabIndex={playing ? -1 : undefined} onClick={play}>
          {MESSAGES.video.play}
        </button>
      )}
    </>
  );
}

/** What an embed without an iframe, object or embed of an http(s) address shows, as text (SR §5, §8). */
export function InvalidEmbed(): ReactNode {
  return <p className={INVALID_EMBED_CLASS}>{MESSAGES.video.invalidEmbed}</p>;
}
