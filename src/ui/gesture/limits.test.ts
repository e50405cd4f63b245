import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';

describe('gesture limits (GMM §4.5, §9)', () => {
  it('are the spec values', () => {
    expect({ ...limits }).toEqual({
      DRAG_AXIS_THRESHOLD_PX: 10,
      SWIPE_THRESHOLD_PX: 50,
      SWIPE_TIME_LIMIT_MS: 250,
      TAP_MAX_PX: 1,
      SLIDE_CHANGE_TRAVEL_FRACTION: 0.5,
      SLIDE_CHANGE_VELOCITY: 1,
    });
  });
});
