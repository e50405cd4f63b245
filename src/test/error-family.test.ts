/** Every error the runtime throws on purpose is a SiteRuntimeError whose `name` survives minifying and reaches ops. */
import { describe, expect, it } from 'vitest';
import { CartBundleError } from '../blocks/cart/cart-bundle-url.ts';
import { designNotFound } from '../blocks/gallery/engine/errors.ts';
import { MapsLoadTimeout } from '../blocks/map/load-maps.ts';
import { ChunkLoadError } from '../core/chunk-load-error.ts';
import { toErrorEntry } from '../core/error-reporting/error-entry.ts';
import { BlockConfigError, MarkupError } from '../kit/block-kit/block-errors.ts';
import { FontStylesheetError, FontUnavailableError } from '../page/fonts/load-fonts.ts';
import { DataError } from '../services/data/data-error.ts';
import { EnvironmentError } from '../services/environment/detect-environment.ts';
import { PlacesReplyError } from '../services/places/places.ts';
import { SiteRuntimeError } from '../shared/errors.ts';
import { DialogOptionsError } from '../ui/dialog/options.ts';
import { ThirdPartyScriptError } from '../ui/third-party/third-party-script.ts';

const FAMILY: [string, Error][] = [
  ['BlockConfigError', new BlockConfigError('data-block-json of #b is not valid JSON')],
  ['MarkupError', new MarkupError('Menu tab list is missing')],
  ['ChunkLoadError', new ChunkLoadError('menu', 'missing', 'https://cdn.example/chunks/menu-1.js')],
  ['DataError', new DataError('server', 'Internal server error. Try again later.', 500)],
  ['DialogOptionsError', new DialogOptionsError('style must be a number')],
  ['CartBundleError', new CartBundleError('The page context names no cart bundle (assets.cart)')],
  ['FontStylesheetError', new FontStylesheetError('Font stylesheet failed to load')],
  ['FontUnavailableError', new FontUnavailableError('Typekit fonts no longer available in kit abc1def: minion-pro i4')],
  ['EnvironmentError', new EnvironmentError('No environment value: the page address has no host name (about:srcdoc)')],
  ['PlacesReplyError', new PlacesReplyError('Malformed places details reply: result.geometry.location.lat (invalid_type)')],
  ['ThirdPartyScriptError', new ThirdPartyScriptError('timeout', 'the script https://s.example/f.js gave no answer within 10 s')],
  ['GalleryNotFoundError', designNotFound('mosaic')],
  ['MapsLoadTimeout', new MapsLoadTimeout('')],
];

/** Every class the production code declares as a SiteRuntimeError, read from the source: the family above must be all of them. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./**'], { query: '?raw', import: 'default', eager: true });
const DECLARED = Object.values(SOURCES).flatMap((source) => Array.from(source.matchAll(/\bclass (\w+) extends SiteRuntimeError\b/g), (match) => match[1]));

describe('the error family', () => {
  it('is every SiteRuntimeError the code declares, each once', () => {
    expect(DECLARED.length).toBeGreaterThan(10);
    expect(FAMILY.map(([name]) => name).sort()).toEqual([...DECLARED].sort());
  });

  it.each(FAMILY)('%s is a SiteRuntimeError with that literal name', (name, error) => {
    expect(error).toBeInstanceOf(SiteRuntimeError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
  });

  it.each(FAMILY)('%s reaches the error report under its name', (name, error) => {
    expect(JSON.parse(toErrorEntry(error).data)).toMatchObject({ name, message: error.message });
  });
});
