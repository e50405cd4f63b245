import { describe, expect, it } from 'vitest';
import { motionFigures, requestedImageWidth } from './motion-figures.ts';

describe('motionFigures', () => {
  it('counts the frames inside the transition, its rate and its longest gap, edges included', () => {
    const frames = [0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 200, 216];
    expect(motionFigures({ frames, longTasks: [], start: 10, end: 210 })).toEqual({
      durationMs: 200,
      frames: 11,
      fps: 55,
      longestFrameMs: 40,
      longTasks: 0,
      longestTaskMs: 0,
    });
  });

  it('keeps only the long tasks that overlap it', () => {
    const longTasks = [
      { startTime: 0, duration: 60 },
      { startTime: 90, duration: 70 },
      { startTime: 300, duration: 51 },
    ];
    expect(motionFigures({ frames: [], longTasks, start: 100, end: 200 })).toMatchObject({
      frames: 0,
      fps: 0,
      longestFrameMs: 100,
      longTasks: 1,
      longestTaskMs: 70,
    });
  });
});

describe('requestedImageWidth', () => {
  it('reads the width from the file name or the format parameter', () => {
    expect(requestedImageWidth('https://cdn.test/s/foto-1-1500w.jpg')).toBe(1500);
    expect(requestedImageWidth('/s/foto-1.jpg?format=300w')).toBe(300);
    expect(requestedImageWidth('/s/foto-1.jpg')).toBeUndefined();
  });
});
