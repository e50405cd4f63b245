import { describe, expect, it } from 'vitest';
import { chunkFile } from './chunk-map';

describe('chunkFile', () => {
  it('finds a feature in the map the build inlines (vitest.config.ts defines a test map)', () => {
    expect(chunkFile('accordion')).toBe('chunks/accordion-test.js');
    expect(chunkFile('no-such-feature')).toBeUndefined();
  });
});
