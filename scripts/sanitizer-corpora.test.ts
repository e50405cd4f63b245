import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dompurifyFixtures, html5secVectors, loadCorpora } from './sanitizer-corpora.ts';

/** A UMD data file as the cheatsheet writes them: CommonJS when `exports` is an object. */
const umd = (value: string): string =>
  `(function (root, factory) { if (typeof define === 'function' && define.amd) { define([], factory); } else if (typeof exports === 'object') { module.exports = factory(); } else { root.x = factory(); } }(this, function () { return ${value}; }));`;

describe('the public corpora as the sanitizer tests read them', () => {
  it("takes DOMPurify's payloads, numbered, and leaves its expected outputs", () => {
    const source = `export default [\n  { "title": "a", "payload": "<b>1</b>", "expected": "<b>1</b>" },\n  { "title": "b", "payload": "<img src=x onerror=alert(1)>", "expected": "<img src=\\"x\\">" }\n];\n`;
    expect(dompurifyFixtures(source)).toEqual([
      { id: 'dompurify #1', title: 'a', html: '<b>1</b>' },
      { id: 'dompurify #2', title: 'b', html: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('refuses a fixtures file that is not one default export of a list, or a payload that is not a string', () => {
    expect(() => dompurifyFixtures('const x = 1;')).toThrow(/export default/);
    expect(() => dompurifyFixtures('export default [{ "title": "a", "payload": 1 }];')).toThrow(/#1 has no string payload/);
  });

  it("fills the cheatsheet's placeholders from payloads.js, then numbers alert(1) and write(1) by the vector's id", () => {
    const items = umd(`[
      { 'id': 7, 'name': { 'en': 'focus' }, 'data': '<input onfocus=%js_alert% autofocus>' },
      { 'id': 12, 'name': { 'en': 'uri' }, 'data': '<a href="%js_uri_alert%">x</a><b onclick=%js_write%>%js_alert_2%</b>%22%' }
    ]`);
    const payloads = umd(`{ 'js_alert': 'alert(1)', 'js_alert_2': 'alert(2)', 'js_uri_alert': 'javascript:alert(1)', 'js_write': 'write(1)' }`);
    expect(html5secVectors(items, payloads)).toEqual([
      { id: 'html5sec #7', title: 'focus', html: '<input onfocus=alert(7) autofocus>' },
      { id: 'html5sec #12', title: 'uri', html: '<a href="javascript:alert(12)">x</a><b onclick=alert(12)>alert(2)</b>%22%' },
    ]);
  });

  it('names the folder it looked in when the files are missing', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'corpora-'));
    expect(() => loadCorpora(empty)).toThrow(`The sanitizer corpora are not at ${empty} (no dompurify/expect.mjs)`);
  });
});
