import type { Page } from '@playwright/test';

/** The page's console warnings from now on, as they come (a live array). */
export function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}
