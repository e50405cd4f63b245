/** Autoplay (GMM §4.3, §9 "Autoplay timeout default 5000 ms … with a random option"; §2 "Interaction"). */
import { AUTOPLAY_MS } from '../block-kit/limits.ts';

export interface AutoplayConditions {
  /** The autoplay option. */
  readonly enabled: boolean;
  /** GMM §2 "The query parameter nomotion=true disables autoplay." */
  readonly nomotion: boolean;
  /** prefers-reduced-motion: reduce (issue 13): autoplay starts off; the visitor may start it with the play control. */
  readonly reducedMotion: boolean;
  /** The pointer is over the container or its controls. */
  readonly pointerOver: boolean;
  /** "Pauses while the pointer is over the container or its controls (not on mobile)": no hover pause on touch. */
  readonly isTouchDevice: boolean;
  /** "Is switched off while a video plays, then restored." */
  readonly videoPlaying: boolean;
  /** The visitor's last press of the pause/play control (WCAG 2.2.2) was pause. */
  readonly pausedByVisitor: boolean;
  /**
   * The visitor's last press was play (after a pause, or to start it under reduced motion): it overrides
   * pausedByVisitor and reducedMotion, not the rest. The design sets one of the two and clears the other.
   */
  readonly startedByVisitor?: boolean;
}

/** Whether the autoplay timer should run now. nomotion=true wins over everything, the visitor included. */
function autoplayRunning(c: AutoplayConditions): boolean {
  if (!c.enabled || c.nomotion || c.videoPlaying) return false;
  if (c.pointerOver && !c.isTouchDevice) return false;
  if (c.startedByVisitor === true) return true;
  return !c.pausedByVisitor && !c.reducedMotion;
}

/** What a carousel's autoplay is now, every part of it decided here from the same conditions. */
export interface AutoplayDecision {
  /** There is autoplay, and a pause button: the option is on and ?nomotion=true is not (nothing could start it). */
  readonly offered: boolean;
  /** What the visitor chose, which names the pause button: playing, unless paused or not yet started under reduced motion. */
  readonly intended: boolean;
  /** The timer runs now (and the live region is off: the APG carousel's rule for slides that move on their own). */
  readonly running: boolean;
}

/** The one autoplay decision (GMM §4.3; docs/markup.md 6.5): whether there is autoplay, what its button says, whether it runs. */
export function decideAutoplay(c: AutoplayConditions): AutoplayDecision {
  return {
    offered: c.enabled && !c.nomotion,
    intended: c.startedByVisitor === true || (!c.pausedByVisitor && !c.reducedMotion),
    running: autoplayRunning(c),
  };
}

/** GMM §2: `nomotion=true` in the page's query string (location.search, with or without its "?"). */
export function hasNoMotion(search: string): boolean {
  return new URLSearchParams(search).getAll('nomotion').includes('true');
}

/**
 * The delay before the next slide, in ms: `autoplay-duration` seconds (5 when missing, not finite or not
 * positive: GMM §9 5000 ms). With `autoplay-random`, "at random if the random interval option is set":
 * chosen here, uniformly between half and one and a half times the duration, so the mean stays the
 * duration and no slide flashes by faster than half of it.
 */
export function nextDelay({ durationSeconds, random }: { durationSeconds?: number; random: boolean }, rng: () => number = Math.random): number {
  const ms = durationSeconds !== undefined && Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds * 1000 : AUTOPLAY_MS;
  return Math.round(random ? ms * (0.5 + rng()) : ms);
}

export interface AutoplayTimer {
  /** Starts counting a full delay; does nothing while already counting. */
  start(): void;
  /** Stops counting (pause, destroy); start() counts a full delay again. */
  stop(): void;
  readonly running: boolean;
}

/** A repeating timer: each tick calls onTick, then waits a new delay (a fresh random one when `delay` is a function). */
export function createAutoplayTimer({ delay, onTick }: { delay: number | (() => number); onTick: () => void }): AutoplayTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (): void => {
    timer = setTimeout(
      () => {
        timer = undefined;
        onTick();
        // onTick may have stopped the timer (a video started): only a timer still wanted goes on.
        if (timer === undefined && !stopped) schedule();
      },
      typeof delay === 'function' ? delay() : delay,
    );
  };
  let stopped = true;
  return {
    start() {
      stopped = false;
      if (timer === undefined) schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
    get running() {
      return !stopped;
    },
  };
}
