// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  attributeTasks,
  interactionDuration,
  isOwnScript,
  longestTask,
  ownScriptInLongFrames,
  ownTasks,
  totalBlockingTime,
  type ScriptEntry,
} from './blocking.ts';

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

const ORIGIN = 'https://127.0.0.1:4000';
const script = (startTime: number, duration: number, sourceURL: string, invoker = 'Scheduler.yield.then'): ScriptEntry => ({
  startTime,
  duration,
  sourceURL,
  invoker,
  forcedStyleAndLayoutDuration: 0,
});

describe('attributeTasks', () => {
  it('gives each long task the frame scripts that ran inside it, within 2 ms of its bounds', () => {
    const runtime = script(101, 60, `${ORIGIN}/dist/runtime.js`);
    const everyPage = script(299, 52, `${ORIGIN}/dist/chunks/every-page-abc.js`);
    const later = script(500, 30, `${ORIGIN}/dist/chunks/form-abc.js`);
    const tasks = attributeTasks(
      [
        { startTime: 100, duration: 62 },
        { startTime: 300, duration: 52 },
      ],
      [runtime, everyPage, later],
    );
    expect(tasks).toEqual([
      { startTime: 100, duration: 62, scripts: [runtime] },
      { startTime: 300, duration: 52, scripts: [everyPage] },
    ]);
  });

  it('leaves out a script that only overlaps a task', () => {
    expect(attributeTasks([{ startTime: 100, duration: 60 }], [script(150, 40, `${ORIGIN}/dist/runtime.js`)])[0]?.scripts).toEqual([]);
  });
});

describe('ownTasks', () => {
  const own = (url: string): boolean => isOwnScript(url, ORIGIN);

  it("keeps the long tasks in which the runtime's code ran, not the page's own parsing or another origin's script", () => {
    const tasks = attributeTasks(
      [
        { startTime: 0, duration: 120 },
        { startTime: 200, duration: 90 },
        { startTime: 400, duration: 70 },
      ],
      [script(210, 80, `${ORIGIN}/dist/runtime.js`, `${ORIGIN}/dist/runtime.js`), script(405, 60, 'https://cdn.example/analytics.js')],
    );
    expect(ownTasks(tasks, own).map((task) => task.startTime)).toEqual([200]);
    expect(totalBlockingTime(ownTasks(tasks, own))).toBe(40);
  });
});

describe('ownScriptInLongFrames', () => {
  it("sums the runtime's script time of every long frame, by the chunk each file belongs to; another origin's is not counted", () => {
    const name = (url: string): string => (url.includes('every-page') ? 'every-page' : url.slice(ORIGIN.length));
    const scripts = [
      script(10, 30, `${ORIGIN}/dist/chunks/every-page-abc.js`),
      script(300, 21, `${ORIGIN}/dist/chunks/every-page-abc.js`),
      script(100, 12, `${ORIGIN}/dist/runtime.js`),
      script(400, 90, 'https://cdn.example/analytics.js'),
    ];
    expect(ownScriptInLongFrames(scripts, (url) => isOwnScript(url, ORIGIN), name)).toEqual({ ms: 63, byChunk: { 'every-page': 51, '/dist/runtime.js': 12 } });
    expect(ownScriptInLongFrames([], () => true, name)).toEqual({ ms: 0, byChunk: {} });
  });
});

describe('isOwnScript', () => {
  it("is the runtime's build and an alternative's bundle on the bench's origin", () => {
    expect(isOwnScript(`${ORIGIN}/dist/chunks/react-abc.js`, ORIGIN)).toBe(true);
    expect(isOwnScript(`${ORIGIN}/__bench/alt-govuk/app.js`, ORIGIN)).toBe(true);
    expect(isOwnScript(`${ORIGIN}/fixtures/assets/site.js`, ORIGIN)).toBe(false);
    expect(isOwnScript('https://other.example/dist/runtime.js', ORIGIN)).toBe(false);
    expect(isOwnScript('', ORIGIN)).toBe(false);
  });
});
