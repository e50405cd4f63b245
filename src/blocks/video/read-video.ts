import { parseEmbed, type VideoEmbed } from './embed.ts';
import { providerOf, type VideoProvider } from './provider.ts';

/** SR §5 "Video mode must be none, fit, fill or null" (null: no data-mode). */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
type VideoMode = (typeof VIDEO_MODES)[number] | null;

export interface VideoSettings {
  readonly embed: VideoEmbed;
  readonly provider: VideoProvider | undefined;
  readonly mode: VideoMode;
  /** `data-overlay="false"`: the embed is shown at once, without the play button (any other value or none: the overlay). */
  readonly overlay: boolean;
}

export type VideoReading =
  | { readonly kind: 'video'; readonly settings: VideoSettings }
  /** No iframe, object or embed with an http(s) address in `data-html` (or no `data-html`). */
  | { readonly kind: 'invalid-embed' }
  /** A `data-mode` that is not none, fit or fill. */
  | { readonly kind: 'invalid-mode'; readonly mode: string };

function isMode(value: string): value is NonNullable<VideoMode> {
  return (VIDEO_MODES as readonly string[]).includes(value);
}

/** Reads a `[data-video]` element's attributes (docs/markup.md 6.7); a relative embed address resolves against the page. */
export function readVideo(element: HTMLElement): VideoReading {
  const mode = element.getAttribute('data-mode');
  if (mode !== null && !isMode(mode)) return { kind: 'invalid-mode', mode };
  const embed = parseEmbed(element.getAttribute('data-html') ?? '', element.ownerDocument.baseURI);
  if (!embed) return { kind: 'invalid-embed' };
  return {
    kind: 'video',
    settings: { embed, provider: providerOf(element.getAttribute('data-provider-name')), mode, overlay: element.getAttribute('data-overlay') !== 'false' },
  };
}
