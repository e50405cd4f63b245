// @vitest-environment node
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtChunkNames, chunkNamesInManifest } from './chunk-names.ts';

function dist(manifest?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'chunk-names-'));
  mkdirSync(join(dir, '.vite'));
  if (manifest !== undefined) writeFileSync(join(dir, '.vite', 'manifest.json'), manifest);
  return dir;
}

const MANIFEST = {
  'src/ui/dialog/index.ts': { file: 'chunks/Ab12Cd.js', name: 'dialog', isEntry: true, css: ['chunks/Ef34Gh.css'] },
  '_Mn78Op.css': { file: 'chunks/Mn78Op.css' },
};

describe('builtChunkNames', () => {
  it("names a built module's and its stylesheet's chunk; anything else is nameless", () => {
    const chunkOf = builtChunkNames(dist(JSON.stringify(MANIFEST)));
    expect(chunkOf('/dist/chunks/Ab12Cd.js')).toBe('dialog');
    expect(chunkOf('/dist/chunks/Ef34Gh.css')).toBe('dialog');
    expect(chunkOf('/dist/chunks/Mn78Op.css')).toBeUndefined();
    expect(chunkOf('/dist/runtime.js')).toBeUndefined();
    expect(chunkOf('/fixtures/chunks/Ab12Cd.js')).toBeUndefined();
  });

  it('knows nothing before a build or from a broken manifest, and reads a new build without a restart', () => {
    const dir = dist();
    const chunkOf = builtChunkNames(dir);
    expect(chunkOf('/dist/chunks/Ab12Cd.js')).toBeUndefined();
    const manifest = join(dir, '.vite', 'manifest.json');
    writeFileSync(manifest, '{ not json');
    expect(chunkOf('/dist/chunks/Ab12Cd.js')).toBeUndefined();
    writeFileSync(manifest, JSON.stringify(MANIFEST));
    // A later modification time, as a real rebuild would have.
    utimesSync(manifest, new Date(), new Date(Date.now() + 5000));
    expect(chunkOf('/dist/chunks/Ab12Cd.js')).toBe('dialog');
  });
});

describe('chunkNamesInManifest', () => {
  it('names each module and stylesheet by its chunk; an unnamed record, a malformed field or malformed JSON names nothing', () => {
    const names = chunkNamesInManifest(
      JSON.stringify({
        ...MANIFEST,
        '_react.js': { file: 'chunks/Ij56Kl.js', name: 'react' },
        '_odd.js': { file: 7, name: 'odd' },
        '_list.js': { file: 'chunks/Qr90St.js', name: 'list', css: 'x' },
      }),
    );
    expect([...names]).toEqual([
      ['chunks/Ab12Cd.js', 'dialog'],
      ['chunks/Ef34Gh.css', 'dialog'],
      ['chunks/Ij56Kl.js', 'react'],
      ['chunks/Qr90St.js', 'list'],
    ]);
    expect(chunkNamesInManifest('{ not json').size).toBe(0);
    expect(chunkNamesInManifest('null').size).toBe(0);
    expect(chunkNamesInManifest('{"_x.js": null}').size).toBe(0);
  });
});
