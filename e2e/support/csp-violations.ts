import type { Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation the page's documents see from now on, reloads included (a live
 * array): `<directive> <blocked address>`, from the `securitypolicyviolation` event itself. The server's record of
 * the reports (`qa.cspReports()`) says the same once the browser has sent them; this one needs no wait.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __cspViolation(text: string): Promise<void> }).__cspViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
