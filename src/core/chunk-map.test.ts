import { describe, expect, it } from 'vitest';
import { chunkFiles, mountedFeatures } from './chunk-map.ts';

// vitest.config.ts inlines the registry's markers and a test map: accordion, styled and dev only.
describe('chunkFiles', () => {
  it('gives every file a chunk needs, its own module first, then its imports, then its stylesheets', () => {
    expect(chunkFiles('accordion')).toEqual(['chunks/accordion-test.js']);
    expect(chunkFiles('styled')).toEqual(['chunks/styled-test.js', 'chunks/shared-test.js', 'chunks/styled-test.css']);
    expect(chunkFiles('dev')).toEqual(['/src/blocks/dev/index.ts']);
    expect(chunkFiles('calendar')).toBeUndefined();
    expect(chunkFiles('no-such-feature')).toBeUndefined();
  });
});

describe('mountedFeatures', () => {
  it('gives the entry every registry marker and leaves lazy features out', () => {
    const features = mountedFeatures();
    expect(features.find((feature) => feature.name === 'accordion')).toEqual({ name: 'accordion', selector: '[data-block-type="69"]' });
    expect(features.map((feature) => feature.name)).not.toContain('fonts');
    expect(features.find((feature) => feature.name === 'cart')).toMatchObject({ selector: '[data-cart-root]' });
    expect(features.map((feature) => feature.name)).not.toContain('styled');
  });
});
