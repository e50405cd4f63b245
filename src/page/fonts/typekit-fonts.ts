import type { PageContext } from '../../platform/page-context/read-page-context.ts';

/** A font the site's design uses from its Typekit kit (page context `typekitFonts`, docs/markup.md §2). */
export type TypekitFont = PageContext['typekitFonts'][number];

/** What a font face declares, as the browser's FontFace gives it (`document.fonts`). */
export interface FaceDescriptor {
  readonly family: string;
  readonly style: string;
  readonly weight: string;
}

/** Typekit's variation notation: style (n normal, i italic, o oblique) and weight in hundreds. */
const VARIATION = /^([nio])([1-9])$/;
const STYLES: Readonly<Record<string, string>> = { n: 'normal', i: 'italic', o: 'oblique' };
const WEIGHT_KEYWORDS: Readonly<Record<string, number>> = { normal: 400, bold: 700 };

/** A family name as CSS may quote it, compared without quotes and case. */
function familyKey(family: string): string {
  return family
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .toLowerCase();
}

/** The weights a face covers: one (`400`, `bold`) or a range of a variable font (`100 900`). */
function weightRange(weight: string): [number, number] | undefined {
  const values = weight
    .trim()
    .split(/\s+/)
    .map((part) => WEIGHT_KEYWORDS[part] ?? Number(part));
  const low = values[0] ?? Number.NaN;
  const high = values[1] ?? low;
  return Number.isFinite(low) && Number.isFinite(high) ? [low, high] : undefined;
}

function covers(face: FaceDescriptor, style: string, weight: number): boolean {
  const range = weightRange(face.weight);
  // `oblique 10deg` is oblique.
  const faceStyle = face.style.trim().split(/\s+/)[0] ?? '';
  return faceStyle === style && range !== undefined && range[0] <= weight && weight <= range[1];
}

/**
 * The fonts of `typekitFonts` the kit no longer holds, as `id variation` (or `id` alone for a font
 * listed without variations), given the faces the kit's stylesheet declared. A variation that is not
 * in Typekit's notation (`n4`, `i7`) cannot be checked and is left out. Pure.
 */
export function missingTypekitFonts(fonts: readonly TypekitFont[], faces: readonly FaceDescriptor[]): string[] {
  const missing: string[] = [];
  for (const font of fonts) {
    if (!font.id) continue;
    const ofFamily = faces.filter((face) => familyKey(face.family) === familyKey(font.id));
    if (font.variations.length === 0) {
      if (ofFamily.length === 0) missing.push(font.id);
      continue;
    }
    for (const variation of font.variations) {
      const match = VARIATION.exec(variation);
      if (!match) continue;
      const [, style = 'n', weight = '4'] = match;
      if (!ofFamily.some((face) => covers(face, STYLES[style] ?? 'normal', Number(weight) * 100))) missing.push(`${font.id} ${variation}`);
    }
  }
  return missing;
}

/** The faces the document's stylesheets declare (CSS-connected FontFaces), loaded or not. */
export function documentFaces(doc: Document): FaceDescriptor[] {
  const faces: FaceDescriptor[] = [];
  // FontFaceSet is missing in some test DOMs; a browser always has it.
  (doc.fonts as FontFaceSet | undefined)?.forEach((face) => faces.push({ family: face.family, style: face.style, weight: face.weight }));
  return faces;
}
