import { describe, expect, it } from 'vitest';
import { chunkFiles } from './chunk-map.ts';

describe('chunkFile', () => {
  it('finds a feature in the map the build inlines (vitest.config.ts defines a test map)', () => {
    expect(chunkFiles('accordion')).toEqual(['chunks/accordion-test.js']);
    expect(chunkFiles('styled')).toEqual(['chunks/styled-test.js', 'chunks/styled-test.css']);
    expect(chunkFiles('dev')).toEqual(['/src/blocks/dev/index.ts']);
    expect(chunkFiles('no-such-feature')).toBeUndefined();
  });
});
