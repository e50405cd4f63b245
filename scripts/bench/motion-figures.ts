/**
 * The figures of a gallery transition (issue 13: "no long task over 50 ms and at least 55 frames per
 * second, counted with requestAnimationFrame during the transition"), from what the page recorded.
 */

export interface MotionRecord {
  /** performance.now() of every animation frame the page ran. */
  readonly frames: readonly number[];
  readonly longTasks: readonly { readonly startTime: number; readonly duration: number }[];
  /** The transition: from the gesture or change to the frame its motion ended in. */
  readonly start: number;
  readonly end: number;
}

export interface MotionFigures {
  readonly durationMs: number;
  readonly frames: number;
  /** Frames per second over the transition: the frames in it over its duration. */
  readonly fps: number;
  /** The longest gap between two frames in the transition (16.7 ms at 60 fps). */
  readonly longestFrameMs: number;
  /** Long tasks (over 50 ms) that overlap the transition, and the longest. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
}

export function motionFigures({ frames, longTasks, start, end }: MotionRecord): MotionFigures {
  const inside = frames.filter((time) => time >= start && time <= end);
  const durationMs = Math.max(0, end - start);
  // The gaps include the one from the start to the first frame and from the last frame to the end.
  const edges = [start, ...inside, end];
  const gaps = edges.slice(1).map((time, index) => time - (edges[index] ?? time));
  const overlapping = longTasks.filter((task) => task.startTime < end && task.startTime + task.duration > start);
  return {
    durationMs: Math.round(durationMs),
    frames: inside.length,
    fps: durationMs > 0 ? Math.round((inside.length * 1000) / durationMs) : 0,
    longestFrameMs: Math.round(Math.max(0, ...gaps)),
    longTasks: overlapping.length,
    longestTaskMs: Math.round(Math.max(0, ...overlapping.map((task) => task.duration))),
  };
}

/** The width a CDN image URL asks for (GMM §7): `-1000w` in the file name or `?format=1000w`; undefined otherwise. */
export function requestedImageWidth(url: string): number | undefined {
  const { pathname, searchParams } = new URL(url, 'http://image.invalid/');
  const width = /^(\d+)w$/.exec(searchParams.get('format') ?? '')?.[1] ?? /-(\d+)w\.[a-z]+$/i.exec(pathname)?.[1];
  return width === undefined ? undefined : Number(width);
}
