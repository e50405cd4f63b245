import type { Page } from '@playwright/test';

/** Collects the path of every script the page requests from now on (chunks, bundles). */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
