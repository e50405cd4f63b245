import { join } from 'node:path';
import { measureDist, pathBytes, WEB_VITALS_CORE_BROTLI_BYTES } from '../file-sizes.ts';

/** The performance collector's bytes (issue 15), from a build's dist/. */
export interface RumFigures {
  /** Everything the collector loads beyond the every-page path, brotli. */
  readonly collectorBrotliBytes: number;
  /** web-vitals' own LCP, INP and CLS, brotli: the bar (within 2x of it). */
  readonly webVitalsBrotliBytes: number;
}

export function rumFigures(dist: string = join(import.meta.dirname, '..', '..', 'dist')): RumFigures {
  const build = measureDist(dist);
  return { collectorBrotliBytes: pathBytes(build, ['services', 'rum']) - pathBytes(build, ['services']), webVitalsBrotliBytes: WEB_VITALS_CORE_BROTLI_BYTES };
}

export function formatRum({ collectorBrotliBytes, webVitalsBrotliBytes }: RumFigures): string {
  const ratio = (collectorBrotliBytes / webVitalsBrotliBytes).toFixed(2);
  return (
    `\nPerformance collector (rum): ${collectorBrotliBytes.toLocaleString('en')} B brotli beyond the every-page path, ` +
    `${ratio}x web-vitals' own LCP+INP+CLS (${webVitalsBrotliBytes.toLocaleString('en')} B; target: within 2x). ` +
    'Long tasks it causes at 4x CPU: not measured yet.'
  );
}
