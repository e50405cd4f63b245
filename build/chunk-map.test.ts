// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkMapFromManifest } from './chunk-map.ts';

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
