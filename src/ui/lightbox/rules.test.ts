import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIGHTBOX } from './limits.ts';
import { clickZoneMove, fittedBox, keyMoveAllowed } from './rules.ts';
import { clampZoom, doubleTapZoom, UNZOOMED, zoomAt } from './zoom.ts';

describe('lightbox limits (site-runtime.md §9)', () => {
  it('are the spec values', () => {
    expect(LIGHTBOX).toEqual({ speedMs: 600, overlayOpacity: 0.95, arrowKeyThrottleMs: 200, clickZone: { from: 0.02, to: 0.98 } });
  });
});

describe('click zones', () => {
  it('move back on the left half and on on the right, only within 2 %–98 % of the window width', () => {
    const moves = [0, 19, 20, 499, 500, 980, 981, 1000].map((x) => clickZoneMove(x, 1000));
    expect(moves).toEqual([undefined, undefined, 'previous', 'previous', 'next', 'next', undefined, undefined]);
  });

  it('never move in a window with no width', () => {
    expect(clickZoneMove(0, 0)).toBeUndefined();
  });
});

describe('arrow key throttle', () => {
  it('lets a key move once 200 ms have passed since the last move', () => {
    expect([keyMoveAllowed(undefined, 5), keyMoveAllowed(1000, 1199), keyMoveAllowed(1000, 1200)]).toEqual([true, false, true]);
  });
});

describe('the image box', () => {
  const stage = { width: 1000, height: 600 };

  it('fits the image inside the stage at its own aspect', () => {
    expect(fittedBox({ width: 1500, height: 1000 }, stage)).toEqual({ width: 900, height: 600 });
    expect(fittedBox({ width: 2000, height: 1000 }, stage)).toEqual({ width: 1000, height: 500 });
  });

  it('never blows a small original up', () => {
    expect(fittedBox({ width: 300, height: 200 }, stage)).toEqual({ width: 300, height: 200 });
  });

  it('is the whole stage when the size is unknown (object-fit fits the file into it)', () => {
    expect([fittedBox(null, stage), fittedBox({ width: 0, height: 10 }, stage)]).toEqual([stage, stage]);
  });

  it('always fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (width, height) => {
        const box = fittedBox({ width, height }, stage);
        return box.width <= stage.width && box.height <= stage.height;
      }),
    );
  });
});

describe('zoom', () => {
  const box = { width: 900, height: 600 };
  const stage = { width: 1000, height: 600 };

  it('double tap zooms in twice at the tap, and a second one zooms back out', () => {
    const zoomed = doubleTapZoom(UNZOOMED, { x: 100, y: 50 }, box, stage);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
    expect(doubleTapZoom(zoomed, { x: 0, y: 0 }, box, stage)).toEqual(UNZOOMED);
  });

  it('keeps the zoomed image over the stage', () => {
    // At 2x the box is 1800 x 1200: 400 px of room either side, 300 px above and below.
    expect(clampZoom({ scale: 2, x: 1000, y: -1000 }, box, stage)).toEqual({ scale: 2, x: 400, y: -300 });
  });

  it('stays between 1x and 4x', () => {
    expect([zoomAt(UNZOOMED, 10, { x: 0, y: 0 }, box, stage).scale, zoomAt(UNZOOMED, 0.2, { x: 0, y: 0 }, box, stage)]).toEqual([4, UNZOOMED]);
  });

  it('keeps the point under the fingers where it is', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 4, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }), (scale, fx) => {
        const zoomed = zoomAt(UNZOOMED, scale, { x: fx, y: 0 }, { width: 10_000, height: 10_000 }, stage);
        // The image point under fx before the zoom is (fx - x) / scale after it.
        return Math.abs((fx - zoomed.x) / zoomed.scale - fx) < 1e-6;
      }),
    );
  });
});
