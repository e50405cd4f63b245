import { useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { isPlayStart, MEDIA_STATE_EVENT } from '../media/exclusive-playback.ts';
import { prefersReducedMotion } from '../block-kit/motion.ts';
import { createAutoplayTimer, decideAutoplay, hasNoMotion, nextDelay, type AutoplayConditions, type AutoplayDecision } from './autoplay.ts';

/** What the owner asked for (a gallery's `autoplay`, `autoplay-duration` and `autoplay-random`). */
export interface AutoplayOptions {
  readonly durationS: number | undefined;
  readonly random: boolean;
}

/** A change of the conditions, the visitor's press of the pause button, or keyboard focus coming in. */
type AutoplayAction = Partial<AutoplayConditions> | 'toggle' | 'focused';

function reduce(conditions: AutoplayConditions, action: AutoplayAction): AutoplayConditions {
  const { intended } = decideAutoplay(conditions);
  if (action === 'toggle') return { ...conditions, pausedByVisitor: intended, startedByVisitor: !intended };
  // Keyboard focus entering the carousel stops it (APG), until the visitor presses the button.
  if (action === 'focused') return intended ? { ...conditions, pausedByVisitor: true, startedByVisitor: false } : conditions;
  return { ...conditions, ...action };
}

export interface Autoplay extends AutoplayDecision {
  /** The pause button was pressed. */
  toggle(): void;
}

/**
 * GMM §4.3 autoplay for a carousel: the conditions are React state, the one decision (decideAutoplay)
 * is read from them at each render, and the timer runs while it says so. Hovering `block` with a mouse
 * holds it (never a touch: "not on mobile"); a video or audio element playing in it, or an embed
 * reporting play (src/ui/media), turns it off until it stops; ?nomotion=true means no autoplay at all
 * (no pause button); prefers-reduced-motion starts it stopped. `onTick` moves the carousel.
 */
export function useAutoplay({
  block,
  options,
  count,
  onTick,
}: {
  readonly block: HTMLElement;
  readonly options: AutoplayOptions | undefined;
  /** Slides: one alone has nothing to move to. */
  readonly count: number;
  readonly onTick: () => void;
}): Autoplay {
  const [conditions, dispatch] = useReducer(reduce, undefined, (): AutoplayConditions => {
    const enabled = options !== undefined && count > 1;
    return {
      enabled,
      nomotion: enabled && hasNoMotion(location.search),
      reducedMotion: prefersReducedMotion(),
      pointerOver: false,
      isTouchDevice: enabled && matchMedia('(hover: none)').matches,
      videoPlaying: false,
      pausedByVisitor: false,
    };
  });
  const decision = decideAutoplay(conditions);
  // Native listeners' changes show at once (the button's name, the live region), and stop the timer in the same task.
  const act = (action: AutoplayAction): void => flushSync(() => dispatch(action));

  useLayoutEffect(() => {
    if (!decision.offered) return undefined;
    const listening = new AbortController();
    const on = { signal: listening.signal };
    const update = (change: Partial<AutoplayConditions>): void => flushSync(() => dispatch(change));
    block.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && update({ pointerOver: true }), on);
    block.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && update({ pointerOver: false }), on);
    // A native element's play, pause and end, and an embed's reports (src/ui/media): the last one says.
    for (const type of ['play', 'pause', 'ended'] as const)
      block.addEventListener(type, (event) => update({ videoPlaying: isPlayStart(event) }), { ...on, capture: true });
    block.addEventListener(MEDIA_STATE_EVENT, (event) => update({ videoPlaying: isPlayStart(event) }), on);
    block.addEventListener(
      'focusin',
      (event) => {
        // The pause button too (APG: rotation stops when any element in it receives keyboard focus): it then offers to start again.
        if (event.target instanceof Element && event.target.matches(':focus-visible')) flushSync(() => dispatch('focused'));
      },
      on,
    );
    return () => listening.abort();
  }, [block, decision.offered]);

  const tick = useRef(onTick);
  useLayoutEffect(() => {
    tick.current = onTick;
  });
  const durationS = options?.durationS;
  const random = options?.random === true;
  useLayoutEffect(() => {
    if (!decision.running) return undefined;
    const timer = createAutoplayTimer({ delay: () => nextDelay({ durationSeconds: durationS, random }), onTick: () => tick.current() });
    timer.start();
    return () => timer.stop();
  }, [decision.running, durationS, random]);

  return { ...decision, toggle: () => act('toggle') };
}
