import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeReleases } from './merge-releases.ts';

function release(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

describe('merging releases', () => {
  it('deploys the newest release whole with the chunks of the older ones beside its own', () => {
    const root = mkdtempSync(join(tmpdir(), 'releases-'));
    const newest = release(root, 'b', { 'runtime.js': 'b', 'version.json': '{"build":"b"}', 'chunks/New111.js': 'n', 'chunks/Sh4red.js': 's' });
    const older = release(root, 'a', { 'runtime.js': 'a', 'version.json': '{"build":"a"}', 'chunks/Old111.js': 'o', 'chunks/Sh4red.js': 's' });
    const out = join(root, 'out');
    expect(mergeReleases(out, [newest, older])).toBe(1);
    expect(readFileSync(join(out, 'runtime.js'), 'utf8')).toBe('b');
    expect(readFileSync(join(out, 'version.json'), 'utf8')).toBe('{"build":"b"}');
    expect(readdirSync(join(out, 'chunks')).sort()).toEqual(['New111.js', 'Old111.js', 'Sh4red.js']);
  });

  it('keeps each chunk’s source map with it, and the newest runtime’s only', () => {
    const root = mkdtempSync(join(tmpdir(), 'releases-'));
    const maps = (build: string, chunks: string[]) => ({
      'maps/runtime.js.map': build,
      ...Object.fromEntries(chunks.map((chunk) => [`maps/chunks/${chunk}.map`, `${build} ${chunk}`])),
    });
    const newest = release(root, 'b', { 'runtime.js': 'b', 'chunks/New111.js': 'n', 'chunks/Sh4red.js': 's', ...maps('b', ['New111.js', 'Sh4red.js']) });
    const older = release(root, 'a', { 'runtime.js': 'a', 'chunks/Old111.js': 'o', 'chunks/Sh4red.js': 's', ...maps('a', ['Old111.js', 'Sh4red.js']) });
    const out = join(root, 'out');
    mergeReleases(out, [newest, older]);
    expect(readdirSync(join(out, 'maps', 'chunks')).sort()).toEqual(['New111.js.map', 'Old111.js.map', 'Sh4red.js.map']);
    expect(readFileSync(join(out, 'maps', 'chunks', 'Old111.js.map'), 'utf8')).toBe('a Old111.js');
    expect(readFileSync(join(out, 'maps', 'runtime.js.map'), 'utf8')).toBe('b');
  });

  it('refuses a folder that is not a release', () => {
    const root = mkdtempSync(join(tmpdir(), 'releases-'));
    expect(() => mergeReleases(join(root, 'out'), [join(root, 'none')])).toThrow('Not a release (no runtime.js)');
    const newest = release(root, 'b', { 'runtime.js': 'b', 'chunks/A.js': '' });
    expect(() => mergeReleases(join(root, 'out'), [newest, join(root, 'nothing')])).toThrow('Not a release (no chunks/)');
  });
});
