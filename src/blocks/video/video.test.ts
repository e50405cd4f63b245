import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { MEDIA_STATE_EVENT, reportPlaying, stopPlayersIn } from '../../ui/media/exclusive-playback.ts';
import { recordCensusHit } from '../../platform/census/census-hit.ts';
import { INVALID_VIDEO_EMBED, mount } from './index.ts';

vi.mock('../../platform/census/census-hit.ts', () => ({ recordCensusHit: vi.fn(async () => undefined) }));

const attr = (html: string) => html.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const YOUTUBE =
  '<iframe src="https://www.youtube.com/embed/abc123" width="640" height="360" title="Abertura" allow="encrypted-media" allowfullscreen></iframe>';
const VIMEO = '<iframe src="https://player.vimeo.com/video/76979871" title="Bastidores"></iframe>';

function video(id: string, html: string, attributes = ''): string {
  return `<div data-video id="${id}" data-html="${attr(html)}" ${attributes}><img src="/s/poster-1000w.jpg" alt=""><a href="https://example.com/${id}">Assistir</a></div>`;
}

const element = (id: string) => document.getElementById(id)!;
/** A player outside every video reports that it started (an audio block, say). */
const reportPlayingElsewhere = () => {
  const other = document.createElement('div');
  document.body.append(other);
  reportPlaying(other, true);
  other.remove();
};
const button = (id: string) => element(id).querySelector<HTMLButtonElement>('button.video-play-button');
const frame = (id: string) => element(id).querySelector('iframe');

/** Every message posted to an iframe, with the frame's element id and the target origin. */
let posted: { video: string; message: unknown; origin: string }[];
/** Every media-state report that reached the document. */
let reports: { video: string; playing: boolean }[];

beforeEach(() => {
  posted = [];
  reports = [];
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (this: HTMLIFrameElement) {
    const owner = this.closest('[data-video]')?.id ?? '';
    return { postMessage: (message: unknown, origin: string) => posted.push({ video: owner, message, origin }) } as unknown as Window;
  });
  document.addEventListener(MEDIA_STATE_EVENT, onReport);
});

function onReport(event: Event): void {
  reports.push({ video: (event.target as Element).id, playing: (event as CustomEvent<{ playing: boolean }>).detail.playing });
}

/** Every mount's release (its destroy, then its context aborted): run after each test, so no test's player hears the next one. */
const mounted: (() => void)[] = [];

/** Mounts one video with a context of its own (its first render committed); resolves with its release. */
async function mountOne(el: HTMLElement): Promise<() => void> {
  const created = coreContext();
  const destroy = await mount(el, created);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    destroy?.();
    created.controller.abort();
  };
  mounted.push(release);
  return release;
}

afterEach(() => {
  for (const release of mounted.splice(0)) release();
  document.removeEventListener(MEDIA_STATE_EVENT, onReport);
  document.body.replaceChildren();
});

async function mountAll(html: string): Promise<{ destroy: () => void }> {
  document.body.innerHTML = html;
  const destroys: (() => void)[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-video]')) destroys.push(await mountOne(el));
  return { destroy: () => destroys.forEach((d) => d()) };
}

describe('video: the facade', () => {
  it('adds a Reproduzir button and no iframe until the visitor asks (no request to the provider)', async () => {
    await mountAll(video('v1', YOUTUBE, 'data-provider-name="YouTube"'));
    expect(button('v1')?.type).toBe('button');
    expect(button('v1')?.textContent).toBe('Reproduzir');
    expect(button('v1')?.tabIndex).toBe(0);
    expect(frame('v1')).toBeNull();
    expect(element('v1').getAttribute('data-video-state')).toBe('overlay');
  });

  it('a click inserts the runtime-built iframe with autoplay, hides the overlay and reports playing', async () => {
    await mountAll(video('v1', YOUTUBE, 'data-provider-name="YouTube"'));
    button('v1')!.click();
    const iframe = frame('v1')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube.com/embed/abc123?autoplay=1&enablejsapi=1');
    expect(iframe.getAttribute('title')).toBe('Abertura');
    expect(iframe.getAttribute('allow')).toBe('autoplay; encrypted-media');
    expect(iframe.hasAttribute('allowfullscreen')).toBe(true);
    expect([iframe.getAttribute('width'), iframe.getAttribute('height')]).toEqual(['640', '360']);
    // Only the allow-listed attributes: nothing else of the owner's markup.
    expect(iframe.getAttributeNames().sort()).toEqual(['allow', 'allowfullscreen', 'class', 'height', 'src', 'title', 'width']);
    expect(element('v1').getAttribute('data-video-state')).toBe('playing');
    expect(button('v1')?.hidden).toBe(true);
    expect(button('v1')?.tabIndex).toBe(-1);
    expect(reports).toEqual([{ video: 'v1', playing: true }]);
    expect(recordCensusHit).toHaveBeenCalledOnce();
    expect(vi.mocked(recordCensusHit).mock.calls[0]![1]).toBe('video');
    // One tap plays: autoplay on the address, no command needed.
    expect(posted).toEqual([]);
  });

  it('moves focus from the play button to the player, so the keyboard user is not dropped on the page', async () => {
    await mountAll(video('v1', YOUTUBE, 'data-provider-name="YouTube"'));
    button('v1')!.focus();
    button('v1')!.click();
    expect(document.activeElement).toBe(frame('v1'));
  });

  it('a frame without a title gets Vídeo; without width and height none', async () => {
    await mountAll(video('v2', VIMEO, 'data-provider-name="Vimeo"'));
    button('v2')!.click();
    expect(frame('v2')?.getAttribute('title')).toBe('Bastidores');
    await mountAll(video('v3', '<iframe src="https://player.vimeo.com/video/1"></iframe>', 'data-provider-name="Vimeo"'));
    button('v3')!.click();
    expect(frame('v3')?.getAttribute('title')).toBe('Vídeo');
    expect(frame('v3')?.hasAttribute('width')).toBe(false);
    expect(frame('v3')?.getAttribute('src')).toBe('https://player.vimeo.com/video/1?autoplay=1&api=1');
  });
});

describe('video: one at a time', () => {
  const two = video('v1', YOUTUBE, 'data-provider-name="YouTube"') + video('v2', VIMEO, 'data-provider-name="Vimeo"');

  it('playing a second video posts pause to the first (to its origin), brings its overlay back and reports it stopped', async () => {
    await mountAll(two);
    button('v1')!.click();
    button('v2')!.click();
    expect(posted).toEqual([{ video: 'v1', message: '{"event":"command","func":"pauseVideo","args":""}', origin: 'https://www.youtube.com' }]);
    expect(element('v1').getAttribute('data-video-state')).toBe('overlay');
    expect(button('v1')?.hidden).toBe(false);
    expect(button('v1')?.tabIndex).toBe(0);
    // The paused frame stays behind the overlay: the visitor's place is kept.
    expect(frame('v1')).not.toBeNull();
    expect(reports).toEqual([
      { video: 'v1', playing: true },
      { video: 'v2', playing: true },
      { video: 'v1', playing: false },
    ]);
  });

  it('playing the first again posts play to its paused frame (no new frame) and pauses the Vimeo one in its format', async () => {
    await mountAll(two);
    button('v1')!.click();
    const first = frame('v1');
    button('v2')!.click();
    posted = [];
    button('v1')!.click();
    expect(frame('v1')).toBe(first);
    expect(element('v1').querySelectorAll('iframe')).toHaveLength(1);
    expect(posted).toEqual([
      { video: 'v1', message: '{"event":"command","func":"playVideo","args":""}', origin: 'https://www.youtube.com' },
      { video: 'v2', message: '{"method":"pause"}', origin: 'https://player.vimeo.com' },
    ]);
    expect(element('v2').getAttribute('data-video-state')).toBe('overlay');
  });

  it('a provider it cannot command loses its frame when another plays (the next play loads it again)', async () => {
    await mountAll(
      video('v1', '<iframe src="https://videos.example/e/1"></iframe>', 'data-provider-name="Dailymotion"') + video('v2', VIMEO, 'data-provider-name="Vimeo"'),
    );
    button('v1')!.click();
    expect(frame('v1')?.getAttribute('src')).toBe('https://videos.example/e/1?autoplay=1');
    button('v2')!.click();
    expect(frame('v1')).toBeNull();
    expect(element('v1').getAttribute('data-video-state')).toBe('overlay');
    button('v1')!.click();
    expect(frame('v1')?.getAttribute('src')).toBe('https://videos.example/e/1?autoplay=1');
  });

  it('focus in a stopped player goes back to its play button (a frame kept or removed alike)', async () => {
    await mountAll(video('v0', '<iframe src="https://videos.example/e/1"></iframe>') + two);
    for (const id of ['v0', 'v1']) {
      button(id)!.focus();
      button(id)!.click();
      expect(document.activeElement).toBe(frame(id));
      // Another starts without taking focus (a script, a gallery): focus was in the stopped player.
      reportPlayingElsewhere();
      expect(document.activeElement).toBe(button(id));
    }
    expect(frame('v0')).toBeNull();
    expect(frame('v1')).not.toBeNull();
  });

  it('stops when a container asks (a gallery hiding its slide) and when a native audio starts', async () => {
    await mountAll(`<figure id="slide">${two}</figure><audio id="audio"></audio>`);
    button('v1')!.click();
    stopPlayersIn(element('slide'));
    expect(element('v1').getAttribute('data-video-state')).toBe('overlay');
    button('v2')!.click();
    element('audio').dispatchEvent(new Event('play'));
    expect(element('v2').getAttribute('data-video-state')).toBe('overlay');
    expect(posted.map((post) => post.message)).toEqual(['{"event":"command","func":"pauseVideo","args":""}', '{"method":"pause"}']);
  });

  it('a stop request while showing the overlay does nothing', async () => {
    await mountAll(two);
    stopPlayersIn(document.body);
    expect(posted).toEqual([]);
    expect(reports).toEqual([]);
  });
});

describe('video: data-overlay="false"', () => {
  it('inserts the player at once, without autoplay or a play button, and pauses it when another plays', async () => {
    await mountAll(video('v1', YOUTUBE, 'data-provider-name="YouTube" data-overlay="false"') + video('v2', VIMEO, 'data-provider-name="Vimeo"'));
    expect(frame('v1')?.getAttribute('src')).toBe('https://www.youtube.com/embed/abc123?enablejsapi=1');
    expect(button('v1')).toBeNull();
    button('v2')!.click();
    expect(posted).toEqual([{ video: 'v1', message: '{"event":"command","func":"pauseVideo","args":""}', origin: 'https://www.youtube.com' }]);
    expect(frame('v1')).not.toBeNull();
  });
});

describe('video: invalid input', () => {
  it("shows 'Incorporação de vídeo inválida.' as text and logs 'Invalid video embed' when the embed has no iframe, object or embed", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { destroy } = await mountAll(video('v1', '<p>Cole aqui</p><img src=x onerror="alert(1)">', 'data-provider-name="YouTube"'));
    expect(error).toHaveBeenCalledWith(INVALID_VIDEO_EMBED);
    expect(INVALID_VIDEO_EMBED).toBe('Invalid video embed');
    const message = element('v1').querySelector('.video-embed-invalid');
    expect(message?.textContent).toBe('Incorporação de vídeo inválida.');
    expect(message?.children).toHaveLength(0);
    expect(button('v1')).toBeNull();
    destroy();
    expect(element('v1').querySelector('.video-embed-invalid')).toBeNull();
  });

  it('an embed whose player address is not http(s) is invalid too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountAll(video('v1', '<iframe src="javascript:alert(1)"></iframe>'));
    expect(element('v1').textContent).toContain('Incorporação de vídeo inválida.');
    expect(frame('v1')).toBeNull();
  });

  it('a data-mode other than none, fit, fill or absent leaves the element as its HTML, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = video('v1', YOUTUBE, 'data-mode="stretch"');
    const before = element('v1').outerHTML;
    await mountOne(element('v1'));
    expect(element('v1').outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-mode "stretch"'));
  });

  it.each(['none', 'fit', 'fill'])('data-mode="%s" is valid', async (mode) => {
    await mountAll(video('v1', YOUTUBE, `data-mode="${mode}"`));
    expect(button('v1')).not.toBeNull();
  });
});

describe('video: the box and destroy', () => {
  it("sets the embed's ratio when the page gives none, and gives the element back as its HTML had it", async () => {
    document.body.innerHTML = video('v1', YOUTUBE, 'data-provider-name="YouTube"');
    const before = element('v1').outerHTML;
    const { destroy } = await mountAll(document.body.innerHTML);
    expect(element('v1').style.getPropertyValue('--video-aspect-ratio')).toBe('640 / 360');
    button('v1')!.click();
    reports = [];
    destroy();
    expect(element('v1').outerHTML).toBe(before);
    // A gallery holding its autoplay for the video lets go.
    expect(reports).toEqual([{ video: 'v1', playing: false }]);
  });

  it('keeps the ratio the page gives', async () => {
    await mountAll(`<style>#v1 { --video-aspect-ratio: 4 / 3; }</style>${video('v1', YOUTUBE)}`);
    expect(element('v1').style.getPropertyValue('--video-aspect-ratio')).toBe('');
  });

  it('no ratio of its own without the embed size (the template falls back to 56.3 %)', async () => {
    await mountAll(video('v1', VIMEO));
    expect(element('v1').hasAttribute('style')).toBe(false);
  });

  it('after destroy nothing listens: another video playing posts nothing to it', async () => {
    document.body.innerHTML = video('v1', YOUTUBE, 'data-provider-name="YouTube"') + video('v2', VIMEO, 'data-provider-name="Vimeo"');
    const destroy = await mountOne(element('v1'));
    await mountOne(element('v2'));
    button('v1')!.click();
    destroy();
    posted = [];
    button('v2')!.click();
    expect(posted).toEqual([]);
  });
});
