import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';
import { recordCensusHit } from '../../platform/census/census-hit.ts';
import { coreContext } from '../../test/core-context.ts';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { reportPlaying } from '../../ui/media/exclusive-playback.ts';
import { audioName } from './accessible-name.ts';
import { mount } from './index.ts';

// The census call stands in for its request (census-hit.test.ts checks those).
vi.mock('../../platform/census/census-hit.ts', () => ({ recordCensusHit: vi.fn(async () => undefined) }));

const block = (id: string, json: string | null, audio = '<audio controls preload="none" src="/s/abertura.mp3"></audio>') =>
  `<div class="sqs-block audio-block" data-block-type="41" id="${id}"${json === null ? '' : ` data-block-json='${json}'`}>${audio}</div>`;
const ABERTURA = examples('audio')[0]!.markup;

/** Mounts every audio block in `html`, their pause watched. */
async function mounted(html: string) {
  const { served, context, teardown } = await mountBlock({ feature: 'audio', markup: html });
  const audios = [...document.querySelectorAll('audio')];
  for (const audio of audios) vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
  return { audios, served, context, teardown };
}

beforeEach(() => vi.mocked(recordCensusHit).mockClear());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('accessible name', () => {
  it('is the title and author in the chosen wording, either alone, or none', () => {
    expect(audioName({ title: 'Abertura', author: 'Banda da Ana' })).toBe('Abertura, de Banda da Ana');
    expect(audioName({ title: ' Abertura ', author: '' })).toBe('Abertura');
    expect(audioName({ title: '', author: 'Banda da Ana' })).toBe('Áudio de Banda da Ana');
    expect(audioName({ title: ' ', author: '' })).toBeUndefined();
  });

  it('names the audio from the config; destroy gives the HTML back', async () => {
    const { audios, served, teardown } = await mounted(ABERTURA);
    expect(audios[0]!.getAttribute('aria-label')).toBe('Abertura, de Banda da Ana');
    teardown();
    expect(document.body.innerHTML).toBe(served);
  });

  it.each([
    ['aria-label', 'aria-label="Hino"'],
    ['aria-labelledby', 'aria-labelledby="titulo"'],
    ['title', 'title="Hino"'],
  ])('keeps a name the HTML gives (%s)', async (_case, attribute) => {
    const { served } = await mounted(
      `<h3 id="titulo">Hino</h3>${block('block-audio', '{"title":"Abertura"}', `<audio controls src="/s/a.mp3" ${attribute}></audio>`)}`,
    );
    expect(document.body.innerHTML).toBe(served);
  });

  it('adds no name without title and author (the defaults, "")', async () => {
    const { audios } = await mounted(block('block-audio', null));
    expect(audios[0]!.hasAttribute('aria-label')).toBe(false);
  });
});

describe('config and markup', () => {
  it.each(['{"title":1}', '{"author":null}', 'não é json'])('rejects %s with BlockConfigError; the block keeps its HTML', (json) => {
    document.body.innerHTML = block('block-audio', json);
    const served = document.body.innerHTML;
    expect(() => mount(document.querySelector<HTMLElement>('#block-audio')!, coreContext())).toThrow(BlockConfigError);
    expect(document.body.innerHTML).toBe(served);
  });

  it('a block without an audio element: MarkupError, the block keeps its HTML', () => {
    document.body.innerHTML = block('block-audio', '{"title":"Abertura"}', '<a href="/s/abertura.mp3">Ouvir</a>');
    const served = document.body.innerHTML;
    expect(() => mount(document.querySelector<HTMLElement>('#block-audio')!, coreContext())).toThrow(new MarkupError('Audio element is missing (audio)'));
    expect(document.body.innerHTML).toBe(served);
    expect(recordCensusHit).not.toHaveBeenCalled();
  });
});

describe('one audio or video at a time', () => {
  it('playing the second pauses the first, and not itself', async () => {
    const { audios } = await mounted(ABERTURA + block('block-audio-2', '{"title":"Final"}'));
    const [first, second] = audios as [HTMLAudioElement, HTMLAudioElement];
    second.dispatchEvent(new Event('play'));
    expect(first.pause).toHaveBeenCalledOnce();
    expect(second.pause).not.toHaveBeenCalled();
  });

  it('a video (or any player) reporting that it plays pauses the audio', async () => {
    const { audios } = await mounted(`${ABERTURA}<div data-video id="video"></div>`);
    reportPlaying(document.getElementById('video')!, true);
    expect(audios[0]!.pause).toHaveBeenCalledOnce();
  });

  it('after destroy nothing pauses it', async () => {
    const { audios, teardown } = await mounted(ABERTURA + block('block-audio-2', '{"title":"Final"}'));
    teardown();
    audios[1]!.dispatchEvent(new Event('play'));
    expect(audios[0]!.pause).not.toHaveBeenCalled();
  });
});

describe('census audio event (type 20)', () => {
  it('records a play once; a resume after a pause is the same play; a play after the end is a new one', async () => {
    const { audios, context } = await mounted(ABERTURA);
    const audio = audios[0]!;
    audio.dispatchEvent(new Event('play'));
    expect(recordCensusHit).toHaveBeenCalledExactlyOnceWith({ page: context.page, consent: context.consent }, 'audio');
    audio.dispatchEvent(new Event('pause'));
    audio.dispatchEvent(new Event('play'));
    expect(recordCensusHit).toHaveBeenCalledOnce();
    audio.dispatchEvent(new Event('ended'));
    audio.dispatchEvent(new Event('play'));
    expect(recordCensusHit).toHaveBeenCalledTimes(2);
  });

  it('records nothing on mount, nor after destroy', async () => {
    const { audios, teardown } = await mounted(ABERTURA);
    expect(recordCensusHit).not.toHaveBeenCalled();
    teardown();
    audios[0]!.dispatchEvent(new Event('play'));
    expect(recordCensusHit).not.toHaveBeenCalled();
  });
});
