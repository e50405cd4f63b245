import { describe, expect, it } from 'vitest';
import { MOUNTED_FEATURES } from '../registry.ts';

/** SR §1: "Feature modules are loaded only when their element is on the page: …", in its order. */
const SPEC_FEATURE_MODULES = [
  'search',
  'map',
  'form',
  'newsletter',
  'donation',
  'member-area',
  'button',
  'menu',
  'calendar',
  'chart',
  'tour-dates',
  'audio',
  'cart',
  'comments',
  'accordion',
];

describe('registry', () => {
  it('mounts every feature module the spec names (SR §1) on its marker', () => {
    const known = new Set(MOUNTED_FEATURES.map((feature) => feature.name));
    expect(SPEC_FEATURE_MODULES.filter((name) => !known.has(name))).toEqual([]);
  });
});
