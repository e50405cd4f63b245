// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { calendarMonth, monthOf } from './calendar-month.ts';

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
    const response = await render({ widgetJSON: JSON.stringify({ type: 9, id: 'block-7', value: {} }), collectionId: 'col-1' });
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).toContain('data-widget-type="9"');
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

  it('renders a calendar (26) at value.month, this month without one, and answers 400 for a month of another form', async () => {
    const june = await render({
      widgetJSON: JSON.stringify({ type: 26, id: 'block-agenda', value: { collectionId: 'col-1', month: '2025-06' } }),
      collectionId: 'col-1',
    });
    expect(june.json<{ html: string }>().html).toMatch(/^<table class="calendar-month"><caption>Junho de 2025<\/caption>/);
    const current = await render({ widgetJSON: JSON.stringify({ type: 26, id: 'block-agenda', value: {} }) });
    expect(current.json<{ html: string }>().html).toBe(calendarMonth(monthOf(Date.now())).value);
    for (const month of ['2025-13', 202506, '06-2025']) {
      const response = await render({ widgetJSON: JSON.stringify({ type: 26, id: 'block-agenda', value: { month } }) });
      expect(response.statusCode, String(month)).toBe(400);
    }
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
