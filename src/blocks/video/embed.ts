import { httpUrl } from '../../services/small-services/http-url.ts';

/**
 * A video embed (docs/markup.md 6.7): what the runtime reads from the owner's `data-html`. The HTML is
 * parsed in an inert document (DOMParser: nothing in it runs or loads) and never inserted: the runtime
 * builds its own iframe from these allow-listed values (frame.ts).
 */
export interface VideoEmbed {
  /** The player's address, absolute and http(s). */
  readonly src: string;
  /** Pixels, from the embed's width and height attributes; absent when either is missing or not a positive integer. */
  readonly size?: { readonly width: number; readonly height: number };
  readonly title?: string;
  /** Permissions-policy feature names from the embed's `allow` (only the names; no origin lists). */
  readonly allow: readonly string[];
  readonly allowFullscreen: boolean;
}

/** The first element of the embed that may hold a player (SR §5: "an iframe, object or embed"). */
const PLAYER_SELECTOR = 'iframe, object, embed';
/** A width or height attribute the runtime keeps: digits, optionally with "px" (provider embeds write plain numbers). */
const DIMENSION = /^\s*(\d{1,5})(?:px)?\s*$/;
/** A permissions-policy feature name (`autoplay`, `encrypted-media`, `picture-in-picture`). */
const FEATURE_NAME = /^[a-z][a-z-]*$/;

function dimension(value: string | null): number | undefined {
  const match = value === null ? null : DIMENSION.exec(value);
  const number = match ? Number(match[1]) : 0;
  return number > 0 ? number : undefined;
}

/** The feature names of an `allow` attribute ("autoplay; fullscreen 'self'" → autoplay, fullscreen). */
function allowFeatures(value: string | null): string[] {
  if (!value) return [];
  const names = value.split(';').map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '');
  return [...new Set(names.filter((name) => FEATURE_NAME.test(name)))];
}

/**
 * Reads `html` as a video embed, or undefined when it holds no `iframe`, `object` or `embed` whose
 * address (an iframe's or embed's `src`, an object's `data`) is http(s). An `object` or `embed` is
 * mapped to an iframe of its address (chosen here: the policy's `object-src 'none'` would block the
 * element itself). A relative address is resolved against `base` (the page's).
 */
export function parseEmbed(html: string, base: string): VideoEmbed | undefined {
  // A parsed document has no browsing context: nothing in it runs, loads or is shown (as the sanitizer parses).
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const player = parsed.querySelector(PLAYER_SELECTOR);
  if (!player) return undefined;
  const address = player.getAttribute(player.localName === 'object' ? 'data' : 'src');
  const src = address === null || address.trim() === '' ? undefined : httpUrl(address.trim(), base);
  if (src === undefined) return undefined;
  const width = dimension(player.getAttribute('width'));
  const height = dimension(player.getAttribute('height'));
  const title = player.getAttribute('title')?.trim();
  return {
    src,
    ...(width !== undefined && height !== undefined && { size: { width, height } }),
    ...(title && { title }),
    allow: allowFeatures(player.getAttribute('allow')),
    allowFullscreen: player.hasAttribute('allowfullscreen'),
  };
}
