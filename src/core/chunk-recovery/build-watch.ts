import { BUILD_CHECK_INTERVAL_MS } from '../../shared/limits.ts';
import { parseDescriptor, type Compiled } from '../../platform/descriptor/descriptor.ts';
import { VERSION_FILE } from '../../shared/markers.ts';
import type * as schemas from './version-schema.ts';
import * as compiled from './version-schema.ts?compiled';

const VersionFileSchema = (compiled as unknown as Compiled<typeof schemas>).VersionFileSchema;

/**
 * Whether a build newer than this page's runtime is out (issue 16): pages stay open for days, so when
 * one is shown again (visibilitychange to visible), at most every BUILD_CHECK_INTERVAL_MS, the runtime
 * reads the version file past every cache and compares. Then a chunk that fails goes straight to the
 * guarded reload. Any failure to read it changes nothing.
 */
export function watchBuild(baseUrl: string, build: string, signal: AbortSignal, now: () => number = Date.now): () => boolean {
  let newer = false;
  let checked = now();
  document.addEventListener(
    'visibilitychange',
    () => {
      if (newer || document.visibilityState !== 'visible' || now() - checked < BUILD_CHECK_INTERVAL_MS) return;
      checked = now();
      fetch(new URL(VERSION_FILE, baseUrl), { cache: 'no-store', signal })
        .then((response) => response.json())
        .then((json: unknown) => {
          const { value, issues } = parseDescriptor(VersionFileSchema, json);
          if (!issues.length && value.build !== build) newer = true;
        })
        .catch(() => undefined);
    },
    { signal },
  );
  return () => newer;
}
