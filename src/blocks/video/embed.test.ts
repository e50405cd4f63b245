import { describe, expect, it } from 'vitest';
import { parseEmbed } from './embed.ts';

const BASE = 'https://loja.example/videos/';

describe('parseEmbed (SR §5: an iframe, object or embed)', () => {
  it('reads an iframe: its address, size, title, allow and allowfullscreen', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/abc123" width="640" height="360" title="Abertura" allow="autoplay; encrypted-media" allowfullscreen></iframe>';
    expect(parseEmbed(html, BASE)).toEqual({
      src: 'https://www.youtube.com/embed/abc123',
      size: { width: 640, height: 360 },
      title: 'Abertura',
      allow: ['autoplay', 'encrypted-media'],
      allowFullscreen: true,
    });
  });

  it('resolves a relative address against the page', () => {
    expect(parseEmbed('<iframe src="/fixtures/assets/video-player.html?provider=vimeo"></iframe>', BASE)?.src).toBe(
      'https://loja.example/fixtures/assets/video-player.html?provider=vimeo',
    );
  });

  it('finds the player inside other markup, and maps an object (data) or embed (src) to its address', () => {
    expect(parseEmbed('<div class="wrap"><p>Vídeo</p><iframe src="https://player.vimeo.com/video/1"></iframe></div>', BASE)?.src).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(parseEmbed('<object data="https://videos.example/v.mp4" width="400" height="300"></object>', BASE)).toMatchObject({
      src: 'https://videos.example/v.mp4',
      size: { width: 400, height: 300 },
    });
    expect(parseEmbed('<embed src="https://videos.example/w.mp4">', BASE)?.src).toBe('https://videos.example/w.mp4');
  });

  it('is invalid without an iframe, object or embed', () => {
    expect(parseEmbed('', BASE)).toBeUndefined();
    expect(parseEmbed('<p>Cole aqui o código do vídeo</p>', BASE)).toBeUndefined();
    expect(parseEmbed('<video src="https://videos.example/v.mp4"></video>', BASE)).toBeUndefined();
    expect(parseEmbed('https://www.youtube.com/watch?v=abc123', BASE)).toBeUndefined();
  });

  it('is invalid when the player has no http(s) address', () => {
    expect(parseEmbed('<iframe></iframe>', BASE)).toBeUndefined();
    expect(parseEmbed('<iframe src="  "></iframe>', BASE)).toBeUndefined();
    expect(parseEmbed('<iframe src="javascript:alert(1)"></iframe>', BASE)).toBeUndefined();
    expect(parseEmbed('<iframe src="data:text/html,<script>alert(1)</script>"></iframe>', BASE)).toBeUndefined();
    expect(parseEmbed('<iframe srcdoc="<script>alert(1)</script>"></iframe>', BASE)).toBeUndefined();
    expect(parseEmbed('<object data="javascript:alert(1)"></object>', BASE)).toBeUndefined();
  });

  it('keeps only a positive whole width and height, both or neither', () => {
    const size = (attributes: string) => parseEmbed(`<iframe src="https://v.example/1" ${attributes}></iframe>`, BASE)?.size;
    expect(size('width="560px" height="315px"')).toEqual({ width: 560, height: 315 });
    expect(size('width="100%" height="315"')).toBeUndefined();
    expect(size('width="0" height="315"')).toBeUndefined();
    expect(size('width="560"')).toBeUndefined();
    expect(size('width="56e1" height="315"')).toBeUndefined();
  });

  it('keeps nothing else of the owner markup: no handlers, no srcdoc, no scripts run while parsing', () => {
    const globals = globalThis as { __ran?: boolean };
    const embed = parseEmbed(
      '<img src=x onerror="globalThis.__ran=true"><script>globalThis.__ran=true</script><iframe src="https://v.example/1" onload="x()" srcdoc="y" sandbox name="n"></iframe>',
      BASE,
    );
    expect(embed).toEqual({ src: 'https://v.example/1', allow: [], allowFullscreen: false });
    expect(globals.__ran).toBeUndefined();
  });
});

describe('the allow attribute', () => {
  /** The features parseEmbed reads from an iframe with this `allow` attribute (none: without one). */
  const allowFeatures = (value: string | null): readonly string[] | undefined => {
    const iframe = document.createElement('iframe');
    iframe.src = 'https://www.youtube.com/embed/abc123';
    if (value !== null) iframe.setAttribute('allow', value);
    return parseEmbed(iframe.outerHTML, BASE)?.allow;
  };

  it('keeps the feature names of each directive, once, without origin lists', () => {
    expect(allowFeatures("autoplay; fullscreen 'self' https://x.example; picture-in-picture; autoplay")).toEqual([
      'autoplay',
      'fullscreen',
      'picture-in-picture',
    ]);
    expect(allowFeatures('Autoplay;;')).toEqual(['autoplay']);
    expect(allowFeatures('"><script>; camera')).toEqual(['camera']);
    expect(allowFeatures(null)).toEqual([]);
  });
});
