import { ChunkLoadError } from './chunk-load-error.ts';
import { findFailure } from './failed-file.ts';

const added = new Set<HTMLLinkElement>();

/**
 * Links a chunk's stylesheet (a same-origin file, which a strict CSP allows, unlike <style>) and
 * resolves once it applies, so a block never mounts unstyled.
 */
export function loadStylesheet(url: string, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => void findFailure(url).then((failure) => reject(new ChunkLoadError(chunk, failure?.[1] ?? 'error', url))), {
      once: true,
    });
    document.head.append(link);
    added.add(link);
  });
}

/** Teardown: the stylesheets the runtime added go, so the page is as its HTML was. */
export function removeStylesheets(): void {
  for (const link of added) link.remove();
  added.clear();
}
