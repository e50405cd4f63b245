import { Loader } from '@googlemaps/js-api-loader';
import { SiteRuntimeError } from '../../shared/errors.ts';
import { MAP } from './limits.ts';
import type { MapsApi } from './maps-api.ts';

/** The maps service's script (GMM §7), unless the page context names a proxy or stand-in (docs/markup.md §2 mapsScriptUrl). */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/**
 * GMM §8 "Map load timeout: rejects with no message": the error's name says what happened, its message is empty.
 * @internal Exported for the error family test (src/test/error-family.test.ts), which makes one of each.
 */
export class MapsLoadTimeout extends SiteRuntimeError {
  override readonly name = 'MapsLoadTimeout';
}

export interface MapsScriptOptions {
  /** Decoded from the page context (maps-key.ts). */
  readonly key: string;
  readonly url: string;
  readonly language?: string;
  readonly region?: string;
}

let loading: Promise<MapsApi> | undefined;
let failureReported = false;

/**
 * GMM §4.8 "The map script loads once, with a 30 s timeout": every map on the page shares one load
 * through the official loader (one script element, the page's nonce, the callback the service calls).
 * Its own retries are off: a failed load is final for the page, reported once by `reportMapsFailure`.
 */
export function loadMapsApi(options: MapsScriptOptions): Promise<MapsApi> {
  loading ??= withTimeout(importApi(options), MAP.loadTimeoutMs);
  return loading;
}

async function importApi({ key, url, language, region }: MapsScriptOptions): Promise<MapsApi> {
  const loader = new Loader({ apiKey: key, url, retries: 0, ...(language && { language }), ...(region && { region }) });
  const [core, maps, marker] = await Promise.all([loader.importLibrary('core'), loader.importLibrary('maps'), loader.importLibrary('marker')]);
  return { Map: maps.Map, Marker: marker.Marker, Size: core.Size, event: core.event } as unknown as MapsApi;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new MapsLoadTimeout('')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The page's failed load goes to error reporting once, however many maps waited for it. */
export function reportMapsFailure(error: unknown, report: (error: unknown) => void): void {
  if (failureReported) return;
  failureReported = true;
  report(error);
}

/** The script's `language` and `region` from a BCP 47 tag (pt-BR: pt-BR and BR); nothing from an invalid one. */
export function mapsLocale(tag: string): { language?: string; region?: string } {
  if (tag === '') return {};
  try {
    const { region } = new Intl.Locale(tag);
    return { language: tag, ...(region !== undefined && { region }) };
  } catch {
    return {};
  }
}
