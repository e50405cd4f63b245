// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkMapFromManifest, compactChunkMap } from './chunk-map.ts';

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

  it('maps each chunk to its file and every stylesheet it and its imports need, once each', () => {
    expect(chunkMapFromManifest(manifest(MANIFEST), ['dialog', 'menu'])).toEqual({
      dialog: ['chunks/dialog-1.js', 'chunks/dialog-1.css', 'chunks/ui-2.css'],
      menu: ['chunks/menu-4.js', 'chunks/ui-2.css'],
    });
  });

  it('fails the build when a chunk is missing', () => {
    expect(() => chunkMapFromManifest(manifest(MANIFEST), ['menu', 'gallery'])).toThrow('The features build has no chunk for: gallery');
  });
});

describe('compactChunkMap', () => {
  it('keeps only the hashes the entry cannot derive, and refuses file names off the pattern', () => {
    expect(compactChunkMap({ dialog: ['chunks/dialog-1a_B.js', 'chunks/dialog-2c-D.css', 'chunks/ui-3.css'], menu: ['chunks/menu-4-x_Y.js'] })).toEqual({
      dialog: '1a_B dialog-2c-D ui-3',
      menu: '4-x_Y',
    });
    expect(() => compactChunkMap({ menu: ['chunks/other-4.js'] })).toThrow('Chunk file chunks/other-4.js does not follow chunks/menu-<hash>.js');
    expect(() => compactChunkMap({ menu: ['chunks/menu-4.js', 'styles.css'] })).toThrow('Stylesheet styles.css does not follow');
  });
});
