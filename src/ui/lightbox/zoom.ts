import type { Size } from './rules.ts';
import { LIGHTBOX_TOUCH } from './limits.ts';

/** The shown image's zoom: `scale` about the box's centre, then moved by x and y (CSS px). */
export interface Zoom {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };

/** Keeps the zoomed image over the stage: it may move only as far as it is larger than the stage, and never off it. */
export function clampZoom({ scale, x, y }: Zoom, box: Size, stage: Size): Zoom {
  const s = Math.min(Math.max(scale, 1), LIGHTBOX_TOUCH.maxScale);
  const room = (boxSide: number, stageSide: number): number => Math.max(0, (boxSide * s - stageSide) / 2);
  const clamp = (value: number, limit: number): number => Math.min(Math.max(value, -limit), limit) || 0;
  return { scale: s, x: clamp(x, room(box.width, stage.width)), y: clamp(y, room(box.height, stage.height)) };
}

/**
 * Zooms to `scale` keeping the point under `focus` (offset from the box's centre, in CSS px) where it
 * is: pinching and double taps zoom where the fingers are.
 */
export function zoomAt(zoom: Zoom, scale: number, focus: { readonly x: number; readonly y: number }, box: Size, stage: Size): Zoom {
  const ratio = scale / zoom.scale;
  return clampZoom({ scale, x: focus.x - (focus.x - zoom.x) * ratio, y: focus.y - (focus.y - zoom.y) * ratio }, box, stage);
}

/** A double tap: zoom in to doubleTapScale at the tap, or back out when zoomed. */
export function doubleTapZoom(zoom: Zoom, focus: { readonly x: number; readonly y: number }, box: Size, stage: Size): Zoom {
  return zoom.scale > 1 ? UNZOOMED : zoomAt(zoom, LIGHTBOX_TOUCH.doubleTapScale, focus, box, stage);
}

/** The CSS transform of a zoom. */
export const zoomTransform = ({ scale, x, y }: Zoom): string => `translate(${x}px, ${y}px) scale(${scale})`;
