import { describe, expect, it } from 'vitest';
import { modulesNotBuilt } from '../core/modules-not-built.ts';
import { MODULES_NOT_BUILT, MOUNTED_FEATURES } from '../registry.ts';

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
  it('knows the marker of every feature module the spec names: mounted, or not built yet (a warning)', () => {
    const known = new Set([...MOUNTED_FEATURES, ...MODULES_NOT_BUILT].map((feature) => feature.name));
    expect(SPEC_FEATURE_MODULES.filter((name) => !known.has(name))).toEqual([]);
  });

  it('never lists a module as not built that has a chunk', () => {
    const mounted = new Set(MOUNTED_FEATURES.map((feature) => feature.name));
    expect(MODULES_NOT_BUILT.filter((feature) => mounted.has(feature.name))).toEqual([]);
  });
});

describe('modulesNotBuilt', () => {
  it('gives the core the modules the spec names that have no chunk yet, marked missing', () => {
    const missing = modulesNotBuilt();
    expect(missing.find((feature) => feature.name === 'comments')).toEqual({ name: 'comments', selector: '[data-block-type="16"]', missing: true });
    expect(missing.map((feature) => feature.name)).toEqual(MODULES_NOT_BUILT.map((feature) => feature.name));
    expect(missing.map((feature) => feature.selector)).toEqual(MODULES_NOT_BUILT.map((feature) => feature.selector));
  });
});
