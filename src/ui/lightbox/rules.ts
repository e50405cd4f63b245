import { LIGHTBOX } from './limits.ts';

/** Where a click on the shown image moves: its window half, only within 2 %–98 % of the window's width (SR §9); undefined at the edges. */
export function clickZoneMove(clientX: number, windowWidth: number): 'previous' | 'next' | undefined {
  if (windowWidth <= 0) return undefined;
  const at = clientX / windowWidth;
  if (at < LIGHTBOX.clickZone.from || at > LIGHTBOX.clickZone.to) return undefined;
  return at < 0.5 ? 'previous' : 'next';
}

/** SR §9 "arrow key throttle 200 ms": an arrow key moves only when the last move is at least 200 ms old. */
export function keyMoveAllowed(lastMoveAt: number | undefined, now: number): boolean {
  return lastMoveAt === undefined || now - lastMoveAt >= LIGHTBOX.arrowKeyThrottleMs;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The image's box on the stage: its own aspect, as large as fits, never beyond the file's own size
 * (a small original is not blown up). Without a known size the whole stage (the image is then fitted
 * inside it by `object-fit: contain`): either way the box is set before the file arrives, so nothing
 * jumps when it does.
 */
export function fittedBox(image: Size | null, stage: Size): Size {
  if (!image || image.width <= 0 || image.height <= 0) return stage;
  const scale = Math.min(stage.width / image.width, stage.height / image.height, 1);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}
