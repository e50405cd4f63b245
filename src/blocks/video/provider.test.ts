import { describe, expect, it } from 'vitest';
import { commandMessage, frameAddress, providerOf, targetOrigin } from './provider.ts';

describe('providerOf (data-provider-name)', () => {
  it('knows YouTube and Vimeo whatever the case or spaces', () => {
    expect(providerOf('YouTube')).toBe('youtube');
    expect(providerOf('you tube')).toBe('youtube');
    expect(providerOf('VIMEO')).toBe('vimeo');
  });
  it('knows no other', () => {
    expect(providerOf('Dailymotion')).toBeUndefined();
    expect(providerOf('')).toBeUndefined();
    expect(providerOf(null)).toBeUndefined();
  });
});

describe('frameAddress', () => {
  it('asks YouTube to play at once and to answer the script API', () => {
    expect(frameAddress('https://www.youtube.com/embed/abc123?rel=0', 'youtube', true)).toBe(
      'https://www.youtube.com/embed/abc123?rel=0&autoplay=1&enablejsapi=1',
    );
  });
  it('asks Vimeo the same with its own parameter', () => {
    expect(frameAddress('https://player.vimeo.com/video/1', 'vimeo', true)).toBe('https://player.vimeo.com/video/1?autoplay=1&api=1');
  });
  it('without the visitor pressing play (data-overlay="false"): the API only, no autoplay', () => {
    expect(frameAddress('https://www.youtube.com/embed/abc123', 'youtube', false)).toBe('https://www.youtube.com/embed/abc123?enablejsapi=1');
    expect(frameAddress('https://player.vimeo.com/video/1?autoplay=0', 'vimeo', false)).toBe('https://player.vimeo.com/video/1?autoplay=0&api=1');
  });
  it('an unknown provider gets autoplay only when pressed, and an owner autoplay=0 is overridden then', () => {
    expect(frameAddress('https://v.example/e/1?autoplay=0', undefined, true)).toBe('https://v.example/e/1?autoplay=1');
    expect(frameAddress('https://v.example/e/1', undefined, false)).toBe('https://v.example/e/1');
  });
});

describe('commandMessage (SR §4 "commands posted to the embedded player")', () => {
  it('YouTube: the iframe API command', () => {
    expect(commandMessage('youtube', 'play')).toBe('{"event":"command","func":"playVideo","args":""}');
    expect(commandMessage('youtube', 'pause')).toBe('{"event":"command","func":"pauseVideo","args":""}');
  });
  it('Vimeo: the player API method', () => {
    expect(commandMessage('vimeo', 'play')).toBe('{"method":"play"}');
    expect(commandMessage('vimeo', 'pause')).toBe('{"method":"pause"}');
  });
});

describe('targetOrigin', () => {
  it("is the player address's origin, never *", () => {
    expect(targetOrigin('https://www.youtube.com/embed/abc123?autoplay=1')).toBe('https://www.youtube.com');
    expect(targetOrigin('http://127.0.0.1:4173/fixtures/assets/video-player.html')).toBe('http://127.0.0.1:4173');
  });
});
