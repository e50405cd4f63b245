import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and targets when axe-core finds WCAG A/AA violations on the page. It first waits
 * for the page's finite animations and transitions to end: a dialog fading in, checked halfway, has text
 * at half its contrast (a colour-contrast failure only a slow machine sees). Endless or paused ones are not waited for.
 */
export async function expectAxeClean(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(violations).toEqual([]);
}
