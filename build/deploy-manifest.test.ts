import { describe, expect, it } from 'vitest';
import { deployManifest } from './deploy-manifest.ts';

describe('the deploy manifest (docs/markup.md "Deploys")', () => {
  it('sorts a release into what visitors load, what the renderer reads and what the build keeps', () => {
    expect(
      deployManifest([
        'preload.json',
        'runtime.js',
        'chunks/Ab12Cd.js',
        'chunks/Ef34Gh.css',
        'version.json',
        'LICENSES.md',
        '.vite/manifest.json',
        'deploy.json',
      ]),
    ).toEqual({
      public: ['LICENSES.md', 'chunks/Ab12Cd.js', 'chunks/Ef34Gh.css', 'runtime.js', 'version.json'],
      renderer: ['preload.json'],
      internal: ['.vite/manifest.json', 'deploy.json'],
    });
  });

  it('refuses a file no rule names, so a new kind of file is never deployed by accident', () => {
    expect(() => deployManifest(['runtime.js', 'chunks/Ab12Cd.js.map', 'notes.txt'])).toThrow(
      'dist/ holds files no deploy rule names (build/deploy-manifest.ts): chunks/Ab12Cd.js.map, notes.txt',
    );
  });
});
