// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, html, jsonForScript, trustedHtml } from './escape.ts';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('html tag', () => {
  it('escapes interpolated values but keeps nested SafeHtml and trusted markup', () => {
    const inner = html`<b>${'<i>'}</b>`;
    const page = html`<p title="${'"x"'}">${inner}${trustedHtml('<br>')}${['<', html`<hr>`]}</p>`;
    expect(page.value).toBe('<p title="&quot;x&quot;"><b>&lt;i&gt;</b><br>&lt;<hr></p>');
  });

  it('renders null, undefined and false as nothing, numbers as text', () => {
    expect(html`${null}${undefined}${false}${0}${true}`.value).toBe('0true');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and keeps unknown ones', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#39;d&#x27; &quot;e&quot; &copy;')).toBe(`a & b <c> 'd' "e" &copy;`);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or break old parsers, and stays valid JSON', () => {
    const value = { text: '</script><!-- & \u2028\u2029 >' };
    const serialized = jsonForScript(value);
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(serialized)).toEqual(value);
  });
});
