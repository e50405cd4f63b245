// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const render = (fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/widget/GetWidgetRendering',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST /api/widget/GetWidgetRendering', () => {
  it('renders a block from the widget type and id, with the collection when given', async () => {
    const response = await render({ widgetJSON: JSON.stringify({ type: 26, id: 'block-7', value: {} }), collectionId: 'col-1' });
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).toContain('data-widget-type="26"');
    expect(html).toContain('data-widget-id="block-7"');
    expect(html).toContain('data-collection-id="col-1"');
  });

  it.each([20, 55])('renders a summary (type %i) as its upcoming events, each ending after now', async (type) => {
    const before = Date.now();
    const response = await render({ widgetJSON: JSON.stringify({ type, id: 'block-resumo', value: { collectionId: 'col-1' } }), collectionId: 'col-1' });
    const { html } = response.json<{ html: string }>();
    expect(html).toMatch(/^<div data-summary-items><article /);
    const ends = [...html.matchAll(/data-summary-event-end="([^"]+)"/g)].map(([, end]) => Date.parse(end ?? ''));
    expect(ends).toHaveLength(3);
    for (const end of ends) expect(end).toBeGreaterThan(before);
  });

  it('escapes everything it echoes', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const response = await render({ widgetJSON: JSON.stringify({ type: hostile, id: hostile }), collectionId: hostile });
    const { html } = response.json<{ html: string }>();
    expect(html).not.toContain('<img');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers 400 for malformed or missing widgetJSON', async () => {
    const cases: Record<string, string>[] = [{ widgetJSON: '{bad' }, { widgetJSON: '{"type":1}' }, { widgetJSON: '[1]' }, {}];
    for (const fields of cases) {
      const response = await render(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});
