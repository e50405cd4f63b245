import { describe, expect, it } from 'vitest';
import { entryFeatures } from './features.ts';

describe('entryFeatures', () => {
  it('gives the entry every registry marker, and marks the modules that have no chunk as missing', () => {
    const features = entryFeatures();
    // vitest.config.ts inlines the registry's markers and a test chunk map (accordion only).
    expect(features.find((feature) => feature.name === 'accordion')).toMatchObject({ selector: '[data-block-type="69"]', missing: false });
    expect(features.find((feature) => feature.name === 'map')).toMatchObject({ selector: '[data-block-type="4"]', missing: true });
    expect(features.find((feature) => feature.name === 'cart')).toMatchObject({ selector: '[data-cart-root]' });
  });
});
