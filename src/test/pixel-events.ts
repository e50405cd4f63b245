import { onTestFinished } from 'vitest';
import type { PixelEventDetail } from '../services/small-services/pixel.ts';
import { PIXEL_EVENT } from '../shared/page-events.ts';

/** The pixel events (`siteruntime:pixel`, docs/markup.md §4) fired on window from now until the current test ends. */
export function listenForPixels(): PixelEventDetail[] {
  const pixels: PixelEventDetail[] = [];
  const controller = new AbortController();
  addEventListener(PIXEL_EVENT, (event) => pixels.push(event.detail), { signal: controller.signal });
  onTestFinished(() => controller.abort());
  return pixels;
}
