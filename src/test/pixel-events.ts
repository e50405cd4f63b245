import { onTestFinished } from 'vitest';
import { PIXEL_EVENT } from '../shared/page-events.ts';

/** What a pixel listener receives: the window event's detail, as src/services/small-services/pixel.ts declares it. */
export type PixelEventDetail = WindowEventMap[typeof PIXEL_EVENT]['detail'];

/** The pixel events (`siteruntime:pixel`, docs/markup.md §4) fired on window from now until the current test ends. */
export function listenForPixels(): PixelEventDetail[] {
  const pixels: PixelEventDetail[] = [];
  const controller = new AbortController();
  addEventListener(PIXEL_EVENT, (event) => pixels.push(event.detail), { signal: controller.signal });
  onTestFinished(() => controller.abort());
  return pixels;
}
