import { vi } from 'vitest';

/**
 * Animation frames run by hand: requestAnimationFrame queues, `run(time)` calls what is queued with that
 * timestamp, cancelAnimationFrame drops the queue, and performance.now() reads 0 (the tween's start).
 * Undo with vi.unstubAllGlobals() and vi.restoreAllMocks().
 */
export function stubAnimationFrames(): { run(time: number): void } {
  let frames: FrameRequestCallback[] = [];
  vi.spyOn(performance, 'now').mockReturnValue(0);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  return {
    run(time) {
      const due = frames;
      frames = [];
      for (const callback of due) callback(time);
    },
  };
}
