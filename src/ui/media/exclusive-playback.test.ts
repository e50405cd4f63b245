// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_STATE_EVENT, MEDIA_STOP_EVENT, isPlayStart, onStopRequest, reportPlaying, stopPlayersIn, stopWhenOthersPlay } from './exclusive-playback.ts';

const controller = new AbortController();
afterEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => controller.abort());

function page(): { first: HTMLElement; second: HTMLElement; audio: HTMLAudioElement } {
  document.body.innerHTML = '<div id="a" data-video><span></span></div><div id="b" data-video></div><audio id="c" src="/s/a.mp3"></audio>';
  return {
    first: document.getElementById('a')!,
    second: document.getElementById('b')!,
    audio: document.getElementById('c') as HTMLAudioElement,
  };
}

describe('exclusive playback', () => {
  it('stops a player when another one reports that it started, not when it reports that it stopped', () => {
    const { first, second } = page();
    const stop = vi.fn();
    const signal = new AbortController();
    stopWhenOthersPlay(first, stop, signal.signal);
    reportPlaying(second, false);
    expect(stop).not.toHaveBeenCalled();
    reportPlaying(second, true);
    expect(stop).toHaveBeenCalledTimes(1);
    signal.abort();
    reportPlaying(second, true);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('ignores its own report and a report from inside itself', () => {
    const { first } = page();
    const stop = vi.fn();
    stopWhenOthersPlay(first, stop, controller.signal);
    reportPlaying(first, true);
    reportPlaying(first.querySelector('span')!, true);
    expect(stop).not.toHaveBeenCalled();
  });

  it('stops a player when a native audio element elsewhere plays (its play event does not bubble)', () => {
    const { first, audio } = page();
    const stop = vi.fn();
    stopWhenOthersPlay(first, stop, controller.signal);
    audio.dispatchEvent(new Event('play'));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('reports bubble to the page, so a gallery around a player sees them', () => {
    const { first } = page();
    const seen: boolean[] = [];
    document.body.addEventListener(MEDIA_STATE_EVENT, (event) => seen.push((event as CustomEvent<{ playing: boolean }>).detail.playing), {
      signal: controller.signal,
    });
    reportPlaying(first, true);
    reportPlaying(first, false);
    expect(seen).toEqual([true, false]);
  });

  it('tells a play start from anything else', () => {
    const { audio, first } = page();
    const play = new Event('play');
    audio.dispatchEvent(play);
    expect(isPlayStart(play)).toBe(true);
    const other = new Event('play');
    first.dispatchEvent(other);
    expect(isPlayStart(other)).toBe(false);
  });

  it('stops the players inside a container: native media paused, the others asked', () => {
    const { first, second, audio } = page();
    const pause = vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
    const asked: string[] = [];
    onStopRequest(first, () => asked.push('a'), controller.signal);
    onStopRequest(second, () => asked.push('b'), controller.signal);
    stopPlayersIn(document.body);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['a', 'b']);
    stopPlayersIn(second);
    expect(asked).toEqual(['a', 'b', 'b']);
    second.dispatchEvent(new Event(MEDIA_STOP_EVENT));
    expect(asked).toHaveLength(4);
  });
});
