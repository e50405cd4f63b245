// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAPPED_SOURCE, mappedChunkFiles } from '../test-helpers.ts';
import { releaseFileOf, StackDecoder, stackFrames, topFrame, type StackFrame } from './source-maps.ts';

const DEBUG_ID = '376687e0-44a5-4461-ae0b-c181195ca850';
const OTHER_ID = 'eb03454e-5c54-4b41-9d70-56a318067ac3';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A release folder holding chunks/M1.js and its map (the map's debug id `mapId` when given). */
function release(mapId?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'release-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(mappedChunkFiles('M1.js', DEBUG_ID, mapId))) write(root, path, text);
  return root;
}

const STACK =
  'MarkupError: Menu tab list has no tab\n    at readMenu (http://127.0.0.1:4173/dist/chunks/M1.js:1:100)\n    at http://127.0.0.1:4173/dist/runtime.js:1:50';

describe('stack frames', () => {
  it('reads V8, SpiderMonkey and JavaScriptCore frames, and the release file of any origin or folder', () => {
    expect(stackFrames('at f (https://cdn.example/rt/chunks/A1.js?retry=5:2:30)\ng@http://x/dist/runtime.js:1:9\n@http://x/dist/chunks/B2.js:4:1')).toEqual([
      { url: 'https://cdn.example/rt/chunks/A1.js?retry=5', line: 2, column: 30 },
      { url: 'http://x/dist/runtime.js', line: 1, column: 9 },
      { url: 'http://x/dist/chunks/B2.js', line: 4, column: 1 },
    ]);
    expect(releaseFileOf('https://cdn.example/rt/chunks/A1.js?retry=5')).toBe('chunks/A1.js');
    expect(releaseFileOf('http://x/dist/runtime.js')).toBe('runtime.js');
    expect(releaseFileOf('http://x/fixtures/assets/owner-errors.js')).toBeUndefined();
    expect(releaseFileOf('not an address')).toBeUndefined();
  });
});

describe('the stack decoder', () => {
  it('gives a frame its original file, line, column, name and source line from the map with the same debug id', () => {
    const decoder = new StackDecoder(() => [release()]);
    const [chunk, runtime] = decoder.decode(STACK);
    expect(chunk).toEqual({
      url: 'http://127.0.0.1:4173/dist/chunks/M1.js',
      line: 1,
      column: 100,
      original: { source: MAPPED_SOURCE.source, line: 3, column: 3, name: 'readMenu', code: MAPPED_SOURCE.code },
    });
    // No runtime.js in this release: the frame stays as the browser wrote it.
    expect(runtime).toEqual({ url: 'http://127.0.0.1:4173/dist/runtime.js', line: 1, column: 50 });
  });

  it('never applies a map whose debug id is not the file’s, and looks in the next release', () => {
    const stale = release(OTHER_ID);
    expect(new StackDecoder(() => [stale]).decode(STACK)[0]?.original).toBeUndefined();
    expect(new StackDecoder(() => [stale, release()]).decode(STACK)[0]?.original?.line).toBe(3);
  });

  it('asks for the folders of the build that sent the stack', () => {
    const asked: (string | undefined)[] = [];
    new StackDecoder((build) => {
      asked.push(build);
      return [];
    }).decode(STACK, 'AbCdEf1234');
    expect(asked).toEqual(['AbCdEf1234']);
  });

  it('leaves a frame as it was when its file has no debug id or no map', () => {
    const root = release();
    write(root, 'chunks/M1.js', 'export function m(){}\n');
    expect(new StackDecoder(() => [root]).decode(STACK)[0]).toEqual({ url: 'http://127.0.0.1:4173/dist/chunks/M1.js', line: 1, column: 100 });
    rmSync(join(root, 'maps'), { recursive: true });
    write(root, 'chunks/M1.js', `x\n//# debugId=${DEBUG_ID}\n`);
    expect(new StackDecoder(() => [root]).decode(STACK)[0]?.original).toBeUndefined();
  });
});

describe('the top frame', () => {
  const frame = (source?: string): StackFrame => ({
    url: 'http://x/dist/chunks/A.js',
    line: 1,
    column: 1,
    ...(source === undefined ? {} : { original: { source, line: 1, column: 1 } }),
  });

  it('is the first in the project’s own source, else the first decoded, else the first', () => {
    expect(topFrame([frame(), frame('node_modules/react-dom/x.js'), frame(MAPPED_SOURCE.source)])).toEqual(frame(MAPPED_SOURCE.source));
    expect(topFrame([frame(), frame('node_modules/react-dom/x.js')])).toEqual(frame('node_modules/react-dom/x.js'));
    expect(topFrame([frame()])).toEqual(frame());
    expect(topFrame([])).toBeUndefined();
  });
});
