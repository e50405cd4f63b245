/**
 * The providers whose embedded players the runtime talks to (SR §4 "Play and pause are commands posted to
 * the embedded player"), chosen by `data-provider-name` (docs/markup.md 6.7), case and spaces ignored.
 */
export type VideoProvider = 'youtube' | 'vimeo';
export type PlayerCommand = 'play' | 'pause';

export function providerOf(name: string | null | undefined): VideoProvider | undefined {
  const key = name?.replace(/\s+/g, '').toLowerCase();
  return key === 'youtube' || key === 'vimeo' ? key : undefined;
}

/**
 * The player's address with the query parameters the runtime needs (chosen here): the provider's script
 * API on (YouTube `enablejsapi=1`, Vimeo `api=1`) so it answers play and pause, and, when the visitor
 * pressed play, `autoplay=1`, so one tap plays. Other providers' addresses get `autoplay=1` only with
 * `autoplay` (they may ignore it: the visitor then presses the player's own play).
 */
export function frameAddress(src: string, provider: VideoProvider | undefined, autoplay: boolean): string {
  const url = new URL(src);
  if (autoplay) url.searchParams.set('autoplay', '1');
  if (provider === 'youtube') url.searchParams.set('enablejsapi', '1');
  if (provider === 'vimeo') url.searchParams.set('api', '1');
  return url.href;
}

/**
 * The message posted to the player (a JSON string, as both providers read it): YouTube's
 * `{"event":"command","func":"playVideo","args":""}`, Vimeo's `{"method":"play"}`.
 */
export function commandMessage(provider: VideoProvider, command: PlayerCommand): string {
  if (provider === 'youtube') return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: '' });
  return JSON.stringify({ method: command });
}

/** Where a command may go: the origin of the player's address, never `*`. */
export function targetOrigin(src: string): string {
  return new URL(src).origin;
}
