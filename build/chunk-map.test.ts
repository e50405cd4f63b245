// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkMapFromManifest, compactFiles } from './chunk-map.ts';

function manifest(content: object): string {
  const path = join(mkdtempSync(join(tmpdir(), 'chunk-map-')), 'manifest.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('chunkMapFromManifest', () => {
  const MANIFEST = {
    'src/ui/dialog/index.ts': { file: 'chunks/dialog-1.js', name: 'dialog', isEntry: true, css: ['chunks/dialog-1.css'], imports: ['_ui.js', '_react.js'] },
    '_ui.js': { file: 'chunks/ui-2.js', name: 'ui', css: ['chunks/ui-2.css'], imports: ['_react.js'] },
    '_react.js': { file: 'chunks/react-3.js', name: 'react' },
    'src/blocks/menu/index.ts': { file: 'chunks/menu-4.js', name: 'menu', isEntry: true, imports: ['_ui.js'] },
  };

  it('gives each chunk its own file, every module it imports at any depth, then every stylesheet, once each', () => {
    const { files, chunks } = chunkMapFromManifest(manifest(MANIFEST), ['dialog', 'menu']);
    const named = (name: string): string[] => (chunks[name] ?? []).map((index) => files[index] ?? '?');
    expect(named('dialog')).toEqual(['chunks/dialog-1.js', 'chunks/ui-2.js', 'chunks/react-3.js', 'chunks/dialog-1.css', 'chunks/ui-2.css']);
    expect(named('menu')).toEqual(['chunks/menu-4.js', 'chunks/ui-2.js', 'chunks/react-3.js', 'chunks/ui-2.css']);
    // The files both need come first: their indices are the shortest.
    expect(files.slice(0, 3)).toEqual(['chunks/react-3.js', 'chunks/ui-2.css', 'chunks/ui-2.js']);
  });

  it('fails the build when a chunk is missing', () => {
    expect(() => chunkMapFromManifest(manifest(MANIFEST), ['menu', 'gallery'])).toThrow('The features build has no chunk for: gallery');
  });
});

describe('compactFiles (src/core/chunk-map.ts undoes it)', () => {
  const undo = ({ dir, names }: { dir: string; names: string[] }): string[] => names.map((name) => dir + name + (name.includes('.') ? '' : '.js'));

  it('says the shared folder once and leaves .js implied on a hashed name', () => {
    const files = ['chunks/DGe7lg.js', 'chunks/B9xvP_.js', 'chunks/CRgSr2.css'];
    expect(compactFiles(files)).toEqual({ dir: 'chunks/', names: ['DGe7lg', 'B9xvP_', 'CRgSr2.css'] });
    expect(undo(compactFiles(files))).toEqual(files);
  });

  it('keeps whole names when the folders differ, and the extension of a name with another dot', () => {
    const files = ['chunks/a.js', '/src/blocks/dev/index.ts', 'chunks/min.v2.js'];
    expect(compactFiles(files)).toEqual({ dir: '', names: ['chunks/a', '/src/blocks/dev/index.ts', 'chunks/min.v2.js'] });
    expect(undo(compactFiles(files))).toEqual(files);
    expect(compactFiles([])).toEqual({ dir: '', names: [] });
  });
});
