// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { interactionDuration, longestTask, totalBlockingTime } from './blocking.ts';

describe('totalBlockingTime', () => {
  it('sums what each task takes beyond 50 ms', () => {
    expect(
      totalBlockingTime([
        { startTime: 10, duration: 120 },
        { startTime: 300, duration: 51 },
        { startTime: 400, duration: 50 },
      ]),
    ).toBe(71);
  });

  it('is 0 without long tasks', () => {
    expect(totalBlockingTime([])).toBe(0);
  });
});

describe('longestTask', () => {
  it('is the longest duration, 0 without tasks', () => {
    expect(
      longestTask([
        { startTime: 0, duration: 60 },
        { startTime: 90, duration: 225 },
      ]),
    ).toBe(225);
    expect(longestTask([])).toBe(0);
  });
});

describe('interactionDuration', () => {
  it("is the interaction's longest entry, ignoring events that are not interactions", () => {
    expect(
      interactionDuration([
        { name: 'pointerover', duration: 200, interactionId: 0 },
        { name: 'pointerdown', duration: 24, interactionId: 7 },
        { name: 'click', duration: 48, interactionId: 7 },
      ]),
    ).toBe(48);
  });

  it('is undefined when no interaction was reported', () => {
    expect(interactionDuration([{ name: 'mousemove', duration: 30, interactionId: 0 }])).toBeUndefined();
  });
});
