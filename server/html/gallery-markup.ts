import { z } from 'zod';
import {
  CAROUSEL,
  carouselSlidesPerRow,
  galleryFocalPoint,
  GALLERY_META_POSITIONS,
  GALLERY_MOBILE_MAX_WIDTH_PX,
  GALLERY_STRIP_V_SIZE,
  GALLERY_THUMBNAIL_MARGIN_MAX_PX,
  GALLERY_THUMBNAIL_VIDEO_RATIO,
} from '../../src/registry.ts';
import { CDN_IMAGE_WIDTHS } from '../../src/shared/platform.ts';
import { html, trustedHtml, type SafeHtml } from './escape.ts';
import { fixed, larger, linear, sizesAttribute, smaller, type SizesRow, type Slot } from './image-sizes.ts';

/**
 * Gallery markup as the platform's renderer writes it (docs/markup.md §6.5), for fixtures too big to
 * write by hand: a fixture body line `<!--gallery {"id": "block-galeria", "design": "grid", "slides": 200}-->`
 * becomes the block, its custom-property <style> and every slide (includeGalleries).
 */

export const GALLERY_DESIGNS = ['slideshow', 'slider', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

const slideNumber = z.string().regex(/^[1-9]\d*$/);

const galleryDirective = z
  .object({
    /** The block element's id (the <style> selects it). */
    id: z.string().regex(/^block-[a-z0-9-]+$/),
    design: z.enum(GALLERY_DESIGNS),
    slides: z.number().int().min(1).max(500),
    /** The rest of data-block-json (design is added); the layout options also become custom properties. */
    config: z.record(z.string(), z.unknown()).default({}),
    /** Slide numbers, from 1, that are videos: video slides (docs/markup.md §6.7 markup) with mixedContent, else their posters as images. */
    video: z.array(z.number().int().min(1)).default([]),
    /** Slide numbers, from 1, with their focal point, "x,y" (data-image-focal-point). */
    focal: z.record(slideNumber, z.string()).default({}),
    /** Slide numbers, from 1, with their click-through URL, which their link goes to (data-click-through-url). */
    clickThrough: z.record(slideNumber, z.string().startsWith('/')).default({}),
    /** The collection's full URL: slide links are `{collection}/{slide url}`. */
    collection: z.string().startsWith('/').default('/galeria'),
    /** The block's aria-label, when the page has more than one gallery. */
    label: z.string().optional(),
  })
  .strict();

export type GalleryDirective = z.input<typeof galleryDirective>;

/** The CDN widths an original has: those not wider than it (GMM §7; the CDN does not enlarge). */
export function srcsetWidths(originalWidth: number): number[] {
  const widths = CDN_IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  return (widths.length ? widths : [Math.min(...CDN_IMAGE_WIDTHS)]).slice().sort((a, b) => a - b);
}

/** The `src` width: 1000w (docs/markup.md §6.5 "Images"), or the widest the image has when smaller. */
const SRC_WIDTH = 1000;

/** Defaults of GMM §9 "Gallery" per design; an option equal to its design's default is not written. */
const DEFAULTS: Partial<Record<GalleryDesign, Readonly<Record<string, number>>>> = {
  slideshow: { vSize: GALLERY_STRIP_V_SIZE },
  grid: { slidesPerRow: 4, padding: 20 },
  carousel: { slidesPerRow: CAROUSEL.slidesPerRow, gutter: CAROUSEL.gutter },
  autogrid: { columnWidth: 250, gutter: 0 },
  autocolumns: { columnWidth: 250, gutter: 0 },
  autorows: { rowHeight: 250, gutter: 20 },
};

/** Layout options and the custom property each becomes (docs/markup.md §6.5 "Layout"), with its unit; some only when above 0. */
const PROPERTIES: readonly (readonly [option: string, property: string, unit: string, positive?: true])[] = [
  ['slidesPerRow', '--gallery-per-row', ''],
  ['gutter', '--gallery-gutter', 'px'],
  ['padding', '--gallery-padding', 'px'],
  ['columnWidth', '--gallery-column-width', 'px'],
  ['rowHeight', '--gallery-row-height', 'px'],
  ['listImageSize', '--gallery-list-image-size', '%'],
  ['thumbnail-strip-height', '--gallery-thumbnail-height', 'px'],
  ['thumbnails-per-row', '--gallery-thumbnails-per-row', '', true],
  ['vSize', '--gallery-v-size', '', true],
];

/** Layout options that are not numbers, as attributes of the block (docs/markup.md §6.5 "Layout"), each with its default. */
const ATTRIBUTES: readonly (readonly [option: string, fallback: boolean | string])[] = [
  ['auto-crop', true],
  ['square-thumbs', false],
  ['meta-position', 'bottom'],
];

const RATIO = /^([1-9]\d*):([1-9]\d*)$/;

/** An option's number: "a string is parsed as an integer" (GMM §3.1 columnWidth; the same for every number here). */
function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' ? parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** The custom properties of the options that are not their design's defaults, in PROPERTIES order. */
export function galleryCustomProperties(design: GalleryDesign, config: Readonly<Record<string, unknown>>): [string, string][] {
  const properties: [string, string][] = [];
  for (const [option, property, unit, positive] of PROPERTIES) {
    const value = numberOf(config[option]);
    if (value !== undefined && value !== DEFAULTS[design]?.[option] && !(option === 'listImageSize' && value === 50) && !(positive && value <= 0))
      properties.push([property, `${value}${unit}`]);
  }
  const ratio = typeof config['imageAspectRatio'] === 'string' ? RATIO.exec(config['imageAspectRatio']) : null;
  if (ratio) properties.push(['--gallery-aspect-ratio', `${ratio[1]} / ${ratio[2]}`]);
  // GMM §9 "Thumbnail margin capped at 5." (5, the default, needs no property.)
  const margin = numberOf(config['thumbnail-strip-margin']);
  if (margin !== undefined && margin >= 0 && margin < GALLERY_THUMBNAIL_MARGIN_MAX_PX) properties.push(['--gallery-thumbnail-margin', `${margin}px`]);
  return properties;
}

/** `data-gallery-{option}` of the options that are not their defaults, with the JSON value; a value of the wrong kind is the default. */
export function galleryAttributes(config: Readonly<Record<string, unknown>>): [string, string][] {
  return ATTRIBUTES.flatMap(([option, fallback]): [string, string][] => {
    const value = config[option];
    const known = typeof fallback === 'boolean' ? typeof value === 'boolean' : GALLERY_META_POSITIONS.some((position) => position === value);
    return known && value !== fallback ? [[`data-gallery-${option}`, String(value)]] : [];
  });
}

/** A slide's focal point as its `object-position` (GMM §3.2 "x,y" in 0–1); undefined for the centre, the rules' fallback. */
export function focalPosition(value: string | undefined): string | undefined {
  const { x, y } = galleryFocalPoint(value);
  const percent = (share: number): string => `${Math.round(share * 10000) / 100}%`;
  return x === 0.5 && y === 0.5 ? undefined : `${percent(x)} ${percent(y)}`;
}

/** Places for the slides, cycled: the slide URL segment and the title (alt text and meta). */
const PLACES: readonly (readonly [url: string, title: string])[] = [
  ['praia', 'Praia do Forte'],
  ['serra', 'Serra da Mantiqueira'],
  ['cachoeira', 'Cachoeira do Tabuleiro'],
  ['lencois', 'Lençóis Maranhenses'],
  ['pantanal', 'Pantanal ao entardecer'],
  ['pelourinho', 'Pelourinho, Salvador'],
  ['ouro-preto', 'Ladeiras de Ouro Preto'],
  ['bonito', 'Rio da Prata, Bonito'],
  ['chapada', 'Chapada Diamantina'],
  ['iguacu', 'Cataratas do Iguaçu'],
  ['paraty', 'Centro histórico de Paraty'],
  ['noronha', 'Baía do Sancho, Noronha'],
];

/** Originals' sizes, cycled (a different cycle from the places): landscape, portrait, wide, square. */
const IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [1500, 1000],
  [1000, 1500],
  [1600, 900],
  [1200, 1200],
  [2000, 1000],
];

/** A video's poster: 4:3, as a provider's default still often is (its 16:9 frame letterboxed), so a 16:9 thumbnail crops it. */
const VIDEO_SIZE = [1440, 1080] as const;

/** The same-origin page a video slide's embed shows (no external address on the fixture site). */
export const VIDEO_PLAYER_PATH = '/fixtures/assets/video-player.html';

/** FNV-1a, for slide ids that differ between galleries and stay the same between runs. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A 24-hex-character slide id: a fixed prefix, the block's hash, the slide number. */
export function slideId(blockId: string, n: number): string {
  return `5f0c${hashOf(blockId).toString(16).padStart(8, '0')}${n.toString(16).padStart(12, '0')}`;
}

/**
 * The fixture template's column (fixtures/assets/site.css `main`): 760 px wide at most with 24 px of
 * padding each side, so a block is the viewport less 48 px on a phone and 712 px from 760 px up.
 */
const PAGE_PADDING_PX = 48;
const COLUMN_PX = 712;
/** The carousel's group sizes change below these widths (GMM §9): a `sizes` row up to each. */
const CAROUSEL_STEPS_PX = [CAROUSEL.narrowUnderPx - 1, CAROUSEL.mediumUnderPx - 1] as const;

/** `part` of the block's width less `less` px: on a phone (from the viewport) and from 768 px up. */
function ofBlock(part: number, less = 0): { phone: Slot; desktop: Slot } {
  return { phone: linear(part, -(PAGE_PADDING_PX * part + less)), desktop: fixed(COLUMN_PX * part - less) };
}

/** Slots of `shown` across with `gap` px between them. */
const across = (shown: number, gap: number): { phone: Slot; desktop: Slot } => ofBlock(1 / shown, ((shown - 1) * gap) / shown);

/** What the page lays the image out at (a renderer knows its template), as `sizes` rows per design. */
function sizesOf(design: GalleryDesign, config: Readonly<Record<string, unknown>>, [width, height]: readonly [number, number]): string {
  const option = (name: string): number => numberOf(config[name]) ?? DEFAULTS[design]?.[name] ?? 0;
  const rows = ({ phone, desktop }: { phone: Slot; desktop: Slot }): SizesRow[] => [{ maxWidth: GALLERY_MOBILE_MAX_WIDTH_PX, slot: phone }, { slot: desktop }];
  switch (design) {
    case 'slideshow':
      return sizesAttribute(rows(ofBlock(1)));
    case 'slider': {
      // The strip is `ratio` times as wide as high (2:1 by default) and each image as wide as its aspect at that height.
      const ratio = RATIO.exec(String(config['imageAspectRatio']));
      return sizesAttribute(rows(ofBlock((width / height) * (ratio ? Number(ratio[2]) / Number(ratio[1]) : 1 / 2))));
    }
    case 'carousel': {
      const perRow = option('slidesPerRow');
      const gutter = option('gutter');
      return sizesAttribute([
        ...CAROUSEL_STEPS_PX.map((maxWidth) => ({ maxWidth, slot: across(carouselSlidesPerRow(perRow, maxWidth), gutter).phone })),
        ...rows(across(perRow, gutter)),
      ]);
    }
    case 'grid':
      return sizesAttribute(rows(across(option('slidesPerRow'), option('padding'))));
    case 'autorows': {
      // At least the row's height times the aspect (a row's slides grow to fill it), at most the block.
      const least = (option('rowHeight') * width) / height;
      return sizesAttribute(rows({ phone: smaller(ofBlock(1).phone, fixed(least)), desktop: fixed(Math.min(COLUMN_PX, least)) }));
    }
    case 'list':
      return sizesAttribute(rows(ofBlock((numberOf(config['listImageSize']) ?? 50) / 100)));
    default: {
      // autogrid and autocolumns: as many columns of at least columnWidth as fit (one on a phone).
      const columnWidth = option('columnWidth');
      const gutter = option('gutter');
      const columns = Math.max(1, Math.floor((COLUMN_PX + gutter) / (columnWidth + gutter)));
      return sizesAttribute([{ maxWidth: GALLERY_MOBILE_MAX_WIDTH_PX, slot: ofBlock(1).phone }, { slot: across(columns, gutter).desktop }]);
    }
  }
}

interface SlideFacts {
  n: number;
  url: string;
  title: string;
  size: readonly [number, number];
  /** The item is a video. */
  video: boolean;
  /** Written as a video slide, its player the runtime's (mixedContent); else a video is its poster, an image slide. */
  player: boolean;
  focal: string | undefined;
  clickThrough: string | undefined;
}

function slideFacts(directive: z.output<typeof galleryDirective>, n: number): SlideFacts {
  const [url, title] = PLACES[(n - 1) % PLACES.length] ?? ['foto', 'Foto'];
  const round = Math.floor((n - 1) / PLACES.length);
  const video = directive.video.includes(n);
  return {
    n,
    url: round === 0 ? url : `${url}-${round + 1}`,
    title: round === 0 ? title : `${title} (${round + 1})`,
    size: video ? VIDEO_SIZE : (IMAGE_SIZES[(n - 1) % IMAGE_SIZES.length] ?? [1500, 1000]),
    video,
    player: video && directive.config['mixedContent'] === true,
    focal: directive.focal[String(n)],
    clickThrough: directive.clickThrough[String(n)],
  };
}

/** A slide's image on the fixture CDN at `width`: the original's size in the name gives the CDN its aspect. */
function imageUrl(blockId: string, slide: SlideFacts, width: number): string {
  const [originalWidth, originalHeight] = slide.size;
  return `/s/${blockId.replace(/^block-/, '')}-${slide.url}_${originalWidth}x${originalHeight}-${width}w.jpg`;
}

const srcsetOf = (blockId: string, slide: SlideFacts, widths: readonly number[]): string =>
  widths.map((width) => `${imageUrl(blockId, slide, width)} ${width}w`).join(', ');

/** The slide's image: 1000w src, the widths it has, sizes, its size (no shift), alt; lazy but the first. */
function imageMarkup(blockId: string, design: GalleryDesign, config: Readonly<Record<string, unknown>>, slide: SlideFacts): SafeHtml {
  const [width, height] = slide.size;
  const widths = srcsetWidths(width);
  const src = widths.includes(SRC_WIDTH) ? SRC_WIDTH : Math.max(...widths);
  const alt = slide.video ? `Vídeo: ${slide.title}` : slide.title;
  return html`<img src="${imageUrl(blockId, slide, src)}" srcset="${srcsetOf(blockId, slide, widths)}" sizes="${sizesOf(design, config, slide.size)}" width="${width}" height="${height}"${slide.n > 1 ? trustedHtml(' loading="lazy"') : ''} alt="${alt}">`;
}

function slideMarkup(directive: z.output<typeof galleryDirective>, slide: SlideFacts): SafeHtml {
  const { id, design, config, collection } = directive;
  const [width, height] = slide.size;
  const link = slide.clickThrough ?? `${collection}/${slide.url}`;
  const image = imageMarkup(id, design, config, slide);
  const optional = [
    slide.clickThrough === undefined ? '' : html` data-click-through-url="${slide.clickThrough}"`,
    slide.focal === undefined ? '' : html` data-image-focal-point="${slide.focal}"`,
  ];
  const start = html`<figure data-slide data-slide-type="${slide.player ? 'video' : 'image'}" data-slide-id="${slideId(id, slide.n)}" data-slide-url="${slide.url}"
            data-image-dimensions="${width}x${height}"${optional} data-media-type="${slide.video ? 'video' : 'imageFile'}">`;
  if (slide.player) {
    const embed = `<iframe src="${VIDEO_PLAYER_PATH}" width="640" height="360" title="${slide.title}" allowfullscreen></iframe>`;
    return html`    ${start}
      <div data-video data-html="${embed}">
        ${image}
        <a href="${link}">Assistir ao vídeo: ${slide.title}</a>
      </div>
      <figcaption data-slide-meta>Vídeo: ${slide.title}</figcaption>
    </figure>
`;
  }
  return html`    ${start}
      <a href="${link}">${image}</a>
      <figcaption data-slide-meta>${slide.title}</figcaption>
    </figure>
`;
}

/** A thumbnail's `src`: the smallest CDN width (its srcset goes on to the first width twice as wide as it is drawn). */
const THUMBNAIL_SRC_WIDTH = 100;

/** A length in the block: fixed px, or `part` of the block's width less `less` px. */
type Length = { readonly px: number } | { readonly part: number; readonly less: number };
const times = (length: Length, k: number): Length => ('px' in length ? { px: length.px * k } : { part: length.part * k, less: length.less * k });
const slotsOf = (length: Length): { phone: Slot; desktop: Slot } =>
  'px' in length ? { phone: fixed(length.px), desktop: fixed(length.px) } : ofBlock(length.part, length.less);

/**
 * What a thumbnail's image is drawn at (docs/markup.md 6.5 "Layout", the reference rules): the strip is
 * thumbnail-strip-height high, else vSize % of the block's width; the thumbnail is its image's width at that
 * height, a video slide's 16:9, thumbnails-per-row's share of the row, or with square-thumbs a square; the
 * image covers it, so it is drawn at the larger of the box's width and its own width at the box's height.
 */
function thumbnailSizes(config: Readonly<Record<string, unknown>>, slide: SlideFacts): { sizes: string; widest: number } {
  const [width, height] = slide.size;
  const stripHeight = numberOf(config['thumbnail-strip-height']) ?? 0;
  const vSize = numberOf(config['vSize']) ?? 0;
  const perRow = numberOf(config['thumbnails-per-row']) ?? 0;
  const margin = Math.min(numberOf(config['thumbnail-strip-margin']) ?? GALLERY_THUMBNAIL_MARGIN_MAX_PX, GALLERY_THUMBNAIL_MARGIN_MAX_PX);
  const share: Length | undefined = perRow > 0 ? { part: 1 / perRow, less: ((perRow - 1) * Math.max(0, margin)) / perRow } : undefined;
  let boxHeight: Length = stripHeight > 0 ? { px: stripHeight } : { part: (vSize > 0 ? vSize : GALLERY_STRIP_V_SIZE) / 100, less: 0 };
  let boxWidth: Length;
  if (config['square-thumbs'] === true) boxWidth = boxHeight = share ?? boxHeight;
  else if (share) boxWidth = share;
  else boxWidth = times(boxHeight, slide.player ? GALLERY_THUMBNAIL_VIDEO_RATIO.width / GALLERY_THUMBNAIL_VIDEO_RATIO.height : width / height);
  const [box, drawn] = [slotsOf(boxWidth), slotsOf(times(boxHeight, width / height))];
  const phone = larger(box.phone, drawn.phone);
  const desktop = larger(box.desktop, drawn.desktop);
  return {
    sizes: sizesAttribute(phone.css === desktop.css ? [{ slot: desktop }] : [{ maxWidth: GALLERY_MOBILE_MAX_WIDTH_PX, slot: phone }, { slot: desktop }]),
    widest: Math.max(phone.at(GALLERY_MOBILE_MAX_WIDTH_PX), desktop.at(GALLERY_MOBILE_MAX_WIDTH_PX + 1)),
  };
}

/**
 * A slideshow's thumbnails (`thumbnails: true`): a link per slide to its page, with the slide's id (its focal
 * point's rule names it) and type (a video's is 16:9), the image drawn as the rules lay it out.
 */
function thumbnailsMarkup(directive: z.output<typeof galleryDirective>, slides: readonly SlideFacts[]): SafeHtml {
  const { id, config, collection } = directive;
  const links = slides.map((slide) => {
    const [width, imageHeight] = slide.size;
    const { sizes, widest } = thumbnailSizes(config, slide);
    const widths = srcsetWidths(width);
    const last = widths.find((candidate) => candidate >= 2 * widest) ?? Math.max(...widths);
    return html`    <a href="${collection}/${slide.url}" data-slide-id="${slideId(id, slide.n)}" data-slide-type="${slide.player ? 'video' : 'image'}"><img src="${imageUrl(id, slide, THUMBNAIL_SRC_WIDTH)}" srcset="${srcsetOf(
      id,
      slide,
      widths.filter((candidate) => candidate <= last),
    )}" sizes="${sizes}" width="${width}" height="${imageHeight}" loading="lazy" alt="${slide.title}"></a>
`;
  });
  return html`  <div data-gallery-thumbnails>
${links}  </div>
`;
}

/**
 * The block's <style> (docs/markup.md §6.5 "Layout"): its custom properties, then each slide's focal point that
 * is not the centre, named by the slide's id (its thumbnail has it too). Trusted: the block id and the slide ids
 * are checked, and every value is made of numbers.
 */
function styleMarkup(id: string, properties: readonly [string, string][], slides: readonly SlideFacts[]): SafeHtml | '' {
  const rules = slides.flatMap((slide) => {
    const position = focalPosition(slide.focal);
    return position === undefined ? [] : [`#${id} [data-slide-id="${slideId(id, slide.n)}"] { --gallery-focal-point: ${position}; }`];
  });
  if (properties.length) rules.unshift(`#${id} { ${properties.map(([name, value]) => `${name}: ${value}; `).join('')}}`);
  return rules.length ? html`<style>${trustedHtml(rules.join(' '))}</style>\n` : '';
}

/** The gallery block as the renderer writes it: its <style> (if any), then the block. */
export function galleryMarkup(input: GalleryDirective): SafeHtml {
  const directive = galleryDirective.parse(input);
  const { id, design, config, slides, label } = directive;
  const blockJson = JSON.stringify({ design, ...config });
  const facts = Array.from({ length: slides }, (_, index) => slideFacts(directive, index + 1));
  const style = styleMarkup(id, galleryCustomProperties(design, config), facts);
  const attributes = galleryAttributes(config).map(([name, value]) => html` ${name}="${value}"`);
  const slideList = facts.map((slide) => slideMarkup(directive, slide));
  const thumbnails = design === 'slideshow' && config['thumbnails'] === true ? thumbnailsMarkup(directive, facts) : '';
  return html`${style}<div class="sqs-block gallery-block" data-block-type="8" id="${id}" data-gallery-design="${design}"${attributes}${label === undefined ? '' : html` aria-label="${label}"`} data-block-json="${blockJson}">
  <div data-gallery-slides>
${slideList}  </div>
${thumbnails}</div>`;
}

/**
 * The designs whose slides move when later ones arrive: autorows stretches a row once it is full, and
 * autocolumns balances its columns. A first paint of half such a block (the browser may paint while
 * it parses) shifts when the rest comes, so the renderer holds first paint until the block is parsed.
 */
const REFLOWING_GALLERY = /<div\b[^>]*\bdata-gallery-design="(?:autorows|autocolumns)"[^>]*>/g;
const ID_ATTRIBUTE = /\sid="([\w-]+)"/;

/** For the <head>: `<link rel="expect" href="#{id}" blocking="render">` for each autorows or autocolumns gallery of `body` (docs/markup.md 6.5 "First paint"). */
export function renderBlockingLinks(body: string): SafeHtml[] {
  const ids = [...body.matchAll(REFLOWING_GALLERY)].flatMap(([tag]) => ID_ATTRIBUTE.exec(tag)?.[1] ?? []);
  return ids.map((id) => html`<link rel="expect" href="#${id}" blocking="render">`);
}

const INCLUDE = /^([ \t]*)<!--gallery (\{[\s\S]*?\})-->[ \t]*$/gm;

/**
 * Every `<!--gallery {…}-->` line of a fixture body replaced by its gallery, at its indentation. A
 * directive that is not valid JSON or not a valid GalleryDirective is an error, so a typo fails loudly.
 */
export function includeGalleries(body: string): string {
  return body.replace(INCLUDE, (_line, indent: string, json: string) => {
    let directive: unknown;
    try {
      directive = JSON.parse(json);
    } catch {
      throw new Error(`A gallery directive is not valid JSON: ${json}`);
    }
    const parsed = galleryDirective.safeParse(directive);
    if (!parsed.success) throw new Error(`A gallery directive is not valid: ${json}\n${parsed.error.message}`);
    return galleryMarkup(parsed.data).value.replace(/^(?=.)/gm, indent);
  });
}
