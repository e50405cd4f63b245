import type { Page } from '@playwright/test';

/**
 * Serves a fixture with its page context changed, as the platform would render it for other
 * settings: the real response (headers and CSP included) with the site-context JSON patched.
 */
export async function withPageContext(page: Page, path: string, patch: (context: Record<string, unknown>) => void): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const element = /(<script\b[^>]*\bid="site-context"[^>]*>)([^<]*)(<\/script>)/;
    // A helper that silently changed nothing would let a test pass on the fixture's own settings.
    if (!element.test(html)) throw new Error(`${path} has no site-context element to patch`);
    const patched = html.replace(element, (_all, open: string, json: string, close: string) => {
      const context = JSON.parse(json) as Record<string, unknown>;
      patch(context);
      return `${open}${JSON.stringify(context).replaceAll('<', '\\u003c')}${close}`;
    });
    await route.fulfill({ response, body: patched });
  });
}
