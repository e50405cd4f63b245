/**
 * Runs `callback` once the next frame has painted: in a task queued from that frame's animation
 * callback, which runs just after it. For work a visitor does not see, started by a click or a key,
 * so the frame that shows the answer to it is not held back. Nothing runs once `signal` aborts.
 */
export function afterNextPaint(callback: () => void, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      callback();
    }, 0);
  });
  const cancel = (): void => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  signal?.addEventListener('abort', cancel, { once: true });
}
