import { describe, expect, it } from 'vitest';
import { documentFaces, missingTypekitFonts, type FaceDescriptor } from './typekit-fonts.ts';

const face = (family: string, style: string, weight: string): FaceDescriptor => ({ family, style, weight });

/** The faces the fixture site's kit abc1def declares (server/data/fonts.ts). */
const KIT: FaceDescriptor[] = [
  face('proxima-nova', 'normal', '400'),
  face('proxima-nova', 'normal', '700'),
  face('proxima-nova', 'italic', '400'),
  face('minion-pro', 'normal', '400'),
  face('minion-pro', 'normal', '700'),
];

describe('missingTypekitFonts', () => {
  it('finds nothing missing when the kit declares every variation', () => {
    expect(
      missingTypekitFonts(
        [
          { id: 'proxima-nova', variations: ['n4', 'n7', 'i4'] },
          { id: 'minion-pro', variations: ['n4'] },
        ],
        KIT,
      ),
    ).toEqual([]);
  });

  it('names each variation the kit no longer declares, and a family gone altogether, as "id variation"', () => {
    const fonts = [
      { id: 'proxima-nova', variations: ['n4', 'i7'] },
      { id: 'minion-pro', variations: ['i4', 'n7', 'o4'] },
      { id: 'fonte-sumida', variations: ['n4'] },
    ];
    expect(missingTypekitFonts(fonts, KIT)).toEqual(['proxima-nova i7', 'minion-pro i4', 'minion-pro o4', 'fonte-sumida n4']);
  });

  it('checks a font listed without variations by its family alone', () => {
    expect(
      missingTypekitFonts(
        [
          { id: 'minion-pro', variations: [] },
          { id: 'fonte-sumida', variations: [] },
        ],
        KIT,
      ),
    ).toEqual(['fonte-sumida']);
  });

  it('compares family names without quotes and case, as CSS may give them', () => {
    const faces = [face('"Proxima-Nova"', 'normal', '400'), face("'minion-pro'", 'italic', '700')];
    expect(
      missingTypekitFonts(
        [
          { id: 'proxima-nova', variations: ['n4'] },
          { id: 'Minion-Pro', variations: ['i7'] },
        ],
        faces,
      ),
    ).toEqual([]);
  });

  it('reads weight keywords, variable-font ranges and oblique angles', () => {
    const faces = [face('a', 'normal', 'bold'), face('b', 'normal', '100 900'), face('c', 'oblique 10deg', 'normal')];
    const fonts = [
      { id: 'a', variations: ['n7', 'n4'] },
      { id: 'b', variations: ['n1', 'n9', 'i4'] },
      { id: 'c', variations: ['o4'] },
    ];
    expect(missingTypekitFonts(fonts, faces)).toEqual(['a n4', 'b i4']);
  });

  it('leaves out variations not in Typekit notation and fonts without an id: nothing to check', () => {
    expect(
      missingTypekitFonts(
        [
          { id: 'fonte-sumida', variations: ['regular', 'n10', 'x4', ''] },
          { id: '', variations: ['n4'] },
        ],
        KIT,
      ),
    ).toEqual([]);
  });

  it('finds everything missing when the page declares no faces', () => {
    expect(missingTypekitFonts([{ id: 'proxima-nova', variations: ['n4'] }], [])).toEqual(['proxima-nova n4']);
  });
});

describe('documentFaces', () => {
  it("lists the document's font faces, and none in a DOM without FontFaceSet", () => {
    const fonts = new Set([{ family: 'proxima-nova', style: 'normal', weight: '400', status: 'unloaded' }]);
    expect(documentFaces({ fonts } as unknown as Document)).toEqual([face('proxima-nova', 'normal', '400')]);
    expect(documentFaces({} as Document)).toEqual([]);
  });
});
