import { isPlayStart, MEDIA_STATE_EVENT } from '../../../ui/media/exclusive-playback.ts';
import { prefersReducedMotion } from '../../../ui/motion.ts';
import { autoplayRunning, createAutoplayTimer, nextDelay, type AutoplayConditions } from '../engine/autoplay.ts';

export interface AutoplayControlOptions {
  readonly block: HTMLElement;
  readonly pause: HTMLButtonElement;
  readonly durationS: number | undefined;
  readonly random: boolean;
  readonly signal: AbortSignal;
  onTick(): void;
  /** `intended`: the visitor's choice, which names the pause button; `running`: the timer runs now (the live region is off). */
  onPlaying(intended: boolean, running: boolean): void;
}

/**
 * GMM §4.3 autoplay on the DOM: the timer runs while the engine's conditions allow. Hovering the
 * gallery or its controls with a mouse pauses it (never a touch: "not on mobile"); a video or audio
 * element playing in a slide turns it off until it stops; ?nomotion=true and prefers-reduced-motion
 * keep it off (the block adds no autoplay at all under ?nomotion=true). The pause button (WCAG 2.2.2) stops and restarts it, and keyboard focus entering the
 * gallery stops it as the APG carousel asks, until the visitor presses the button.
 */
export function startAutoplay({ block, pause, durationS, random, signal, onTick, onPlaying }: AutoplayControlOptions): void {
  let conditions: AutoplayConditions = {
    enabled: true,
    // The block makes no pause button under ?nomotion=true: nothing can start it (autoplayRunning).
    nomotion: false,
    reducedMotion: prefersReducedMotion(),
    pointerOver: false,
    isTouchDevice: matchMedia('(hover: none)').matches,
    videoPlaying: false,
    pausedByVisitor: false,
  };
  const timer = createAutoplayTimer({ delay: () => nextDelay({ durationSeconds: durationS, random }), onTick });
  signal.addEventListener('abort', () => timer.stop(), { once: true });
  const update = (change: Partial<AutoplayConditions>): void => {
    conditions = { ...conditions, ...change };
    const running = autoplayRunning(conditions);
    if (running) timer.start();
    else timer.stop();
    onPlaying(intended(), running);
  };
  const intended = (): boolean => conditions.startedByVisitor === true || (!conditions.pausedByVisitor && !conditions.reducedMotion);
  const visitor = (play: boolean): void => update({ pausedByVisitor: !play, startedByVisitor: play });
  const options = { signal };
  block.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && update({ pointerOver: true }), options);
  block.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && update({ pointerOver: false }), options);
  // A native element's play, pause and end, and an embed's reports (src/ui/media): the last one says.
  for (const type of ['play', 'pause', 'ended'] as const)
    block.addEventListener(type, (event) => update({ videoPlaying: isPlayStart(event) }), { signal, capture: true });
  block.addEventListener(MEDIA_STATE_EVENT, (event) => update({ videoPlaying: isPlayStart(event) }), options);
  block.addEventListener(
    'focusin',
    (event) => {
      if (event.target !== pause && event.target instanceof Element && event.target.matches(':focus-visible') && intended()) visitor(false);
    },
    options,
  );
  pause.addEventListener('click', () => visitor(!intended()), options);
  update({});
}
