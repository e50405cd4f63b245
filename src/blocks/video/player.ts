import { MESSAGES } from '../../texts/messages.ts';
import { snapshotAttributes } from '../../ui/attribute-snapshot.ts';
import { onStopRequest, reportPlaying, stopWhenOthersPlay } from '../../ui/media/exclusive-playback.ts';
import type { VideoEmbed } from './embed.ts';
import { commandMessage, frameAddress, targetOrigin, type PlayerCommand } from './provider.ts';
import type { VideoSettings } from './read-video.ts';

/** The box's ratio, `W / H` (chosen name): the template's rules size `[data-video]` with it (docs/markup.md 6.7). */
export const RATIO_PROPERTY = '--video-aspect-ratio';
/** On the element while mounted (chosen name): `overlay` (poster and play button shown) or `playing` (the frame shown). */
export const STATE_ATTRIBUTE = 'data-video-state';
export const PLAY_BUTTON_CLASS = 'video-play-button';
export const FRAME_CLASS = 'video-frame';

export interface PlayerOptions {
  readonly signal: AbortSignal;
  /** Called each time the visitor starts the video (the census video event). */
  onVisitorPlay(): void;
}

/** Only the runtime's own iframe, built from allow-listed values: never the owner's HTML. */
function buildFrame(doc: Document, embed: VideoEmbed, src: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.className = FRAME_CLASS;
  frame.src = src;
  frame.title = embed.title ?? MESSAGES.video.frameTitle;
  if (embed.size) {
    frame.width = String(embed.size.width);
    frame.height = String(embed.size.height);
  }
  frame.setAttribute('allow', [...new Set(['autoplay', ...embed.allow])].join('; '));
  if (embed.allowFullscreen) frame.setAttribute('allowfullscreen', '');
  return frame;
}

/**
 * A video behind its facade (docs/markup.md 6.7): until the visitor presses play there is no iframe, so
 * nothing is asked of the provider. Play inserts the player in the same box, with autoplay, and tells the
 * page (exclusive-playback); another player starting, or a container asking, pauses it and brings the
 * overlay back over the paused frame. `data-overlay="false"` shows the frame at once.
 */
export function mountPlayer(element: HTMLElement, settings: VideoSettings, { signal, onVisitorPlay }: PlayerOptions): () => void {
  const doc = element.ownerDocument;
  const { embed, provider } = settings;
  const restore = snapshotAttributes([element], [STATE_ATTRIBUTE, 'style']);
  // The renderer's ratio wins (its <style>, written before first paint); without one, the embed's.
  if (embed.size && getComputedStyle(element).getPropertyValue(RATIO_PROPERTY).trim() === '') {
    element.style.setProperty(RATIO_PROPERTY, `${embed.size.width} / ${embed.size.height}`);
  }

  let frame: HTMLIFrameElement | undefined;
  let playing = false;
  const insertFrame = (autoplay: boolean): HTMLIFrameElement => {
    frame?.remove();
    const inserted = buildFrame(doc, embed, frameAddress(embed.src, provider, autoplay));
    element.prepend(inserted);
    frame = inserted;
    return inserted;
  };
  const post = (command: PlayerCommand): boolean => {
    if (!provider || !frame?.contentWindow) return false;
    frame.contentWindow.postMessage(commandMessage(provider, command), targetOrigin(frame.src));
    return true;
  };

  if (!settings.overlay) {
    insertFrame(false);
    element.setAttribute(STATE_ATTRIBUTE, 'playing');
    // No overlay to go back to: another player starting only pauses it (a provider the runtime knows).
    const pause = (): void => void post('pause');
    stopWhenOthersPlay(element, pause, signal);
    onStopRequest(element, pause, signal);
    return () => {
      frame?.remove();
      restore();
    };
  }

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = PLAY_BUTTON_CLASS;
  button.textContent = MESSAGES.video.play;
  element.append(button);
  element.setAttribute(STATE_ATTRIBUTE, 'overlay');

  const showOverlay = (shown: boolean): void => {
    element.setAttribute(STATE_ATTRIBUTE, shown ? 'overlay' : 'playing');
    // Inactive while the video plays: hidden, out of the tab order (SR §4 "not focusable when inactive").
    button.hidden = !shown;
    button.tabIndex = shown ? 0 : -1;
  };

  const play = (): void => {
    if (playing) return;
    const hadFocus = doc.activeElement === button;
    // A paused frame resumes where it was; else one tap inserts the player with autoplay.
    if (!frame || !post('play')) insertFrame(true);
    playing = true;
    showOverlay(false);
    if (hadFocus) frame?.focus();
    reportPlaying(element, true);
    onVisitorPlay();
  };

  const stop = (): void => {
    if (!playing) return;
    playing = false;
    const focusInFrame = frame !== undefined && doc.activeElement === frame;
    // A provider the runtime cannot pause loses its frame (the next play loads it again).
    if (!post('pause')) {
      frame?.remove();
      frame = undefined;
    }
    showOverlay(true);
    if (focusInFrame) button.focus({ preventScroll: true });
    reportPlaying(element, false);
  };

  button.addEventListener('click', play, { signal });
  stopWhenOthersPlay(element, stop, signal);
  onStopRequest(element, stop, signal);

  return () => {
    const wasPlaying = playing;
    playing = false;
    frame?.remove();
    button.remove();
    restore();
    // A gallery holding its autoplay for this video lets go.
    if (wasPlaying) reportPlaying(element, false);
  };
}
