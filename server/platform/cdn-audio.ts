/**
 * The CDN's audio files, for the audio block's fixtures (docs/markup.md 6.17): every `/s/{slug}.mp3`
 * (or .wav, .ogg, .m4a) is the same generated WAV, whatever the extension (browsers go by the bytes,
 * as with the CDN's PNG images). No file is stored and nothing leaves the machine.
 */
const AUDIO_PATH = /^\/s\/[A-Za-z0-9_-]+\.(?:mp3|wav|ogg|m4a)$/;

export function isCdnAudio(path: string): boolean {
  return AUDIO_PATH.test(path);
}

/** 4000 samples a second, 8 bits, mono: 4 KB a second. Long enough that a test can start a second track while the first plays. */
const SAMPLE_RATE = 4000;
const AUDIO_SECONDS = 10;
/** A quiet 220 Hz tone, so QA hears which track plays. */
const TONE_HZ = 220;
const AMPLITUDE = 24;

/** A PCM WAV file (RIFF, `fmt ` chunk of 16 bytes, `data` chunk) of `seconds` of the tone. */
export function toneWav(seconds: number = AUDIO_SECONDS): Buffer {
  const samples = SAMPLE_RATE * seconds;
  const bytes = Buffer.alloc(44 + samples);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(36 + samples, 4);
  bytes.write('WAVE', 8, 'latin1');
  bytes.write('fmt ', 12, 'latin1');
  bytes.writeUInt32LE(16, 16); // chunk size
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(SAMPLE_RATE, 24);
  bytes.writeUInt32LE(SAMPLE_RATE, 28); // bytes a second
  bytes.writeUInt16LE(1, 32); // block align
  bytes.writeUInt16LE(8, 34); // bits a sample
  bytes.write('data', 36, 'latin1');
  bytes.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) bytes[44 + i] = 128 + Math.round(AMPLITUDE * Math.sin((2 * Math.PI * TONE_HZ * i) / SAMPLE_RATE));
  return bytes;
}
