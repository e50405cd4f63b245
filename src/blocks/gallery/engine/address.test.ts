import { describe, expect, it } from 'vitest';
import { itemIdFromLocation, recordedAddress, shouldRecordAddress, slideIndexForItem } from './address.ts';

const SLIDES = [{ id: '5f0c1a2b3c4d5e6f7a8b9c55', url: 'praia' }, { id: '5f0c1a2b3c4d5e6f7a8b9c56', url: 'serra' }, { id: '5f0c1a2b3c4d5e6f7a8b9c57' }];

describe('shouldRecordAddress', () => {
  it('"When history hash is enabled and the page is not in the editing backend"', () => {
    expect(shouldRecordAddress({ historyHash: true, editMode: false })).toBe(true);
    expect(shouldRecordAddress({ historyHash: false, editMode: false })).toBe(false);
  });

  it('"In editing backend mode the address is never updated."', () => {
    expect(shouldRecordAddress({ historyHash: true, editMode: true })).toBe(false);
  });
});

describe('recordedAddress: "the collection\'s full URL with a trailing slash added, followed by the slide\'s own URL or, failing that, the slide id"', () => {
  it('the slide URL when the slide has one', () => {
    expect(recordedAddress('/galeria', SLIDES[0]!)).toBe('/galeria/praia');
    expect(recordedAddress('https://site.example/galeria', SLIDES[1]!)).toBe('https://site.example/galeria/serra');
  });

  it('failing that, the slide id (an empty URL too)', () => {
    expect(recordedAddress('/galeria', SLIDES[2]!)).toBe('/galeria/5f0c1a2b3c4d5e6f7a8b9c57');
    expect(recordedAddress('/galeria', { id: 'abc', url: '' })).toBe('/galeria/abc');
  });

  it('exactly one slash, whatever the full URL ends with', () => {
    expect(recordedAddress('/galeria/', SLIDES[0]!)).toBe('/galeria/praia');
    expect(recordedAddress('/galeria//', SLIDES[0]!)).toBe('/galeria/praia');
  });
});

describe('itemIdFromLocation: "On load a gallery reads the item id"', () => {
  it('#itemId={id} first, URL-decoded', () => {
    expect(itemIdFromLocation({ hash: '#itemId=5f0c1a2b3c4d5e6f7a8b9c56', pathname: '/galeria/praia' }, '/galeria')).toBe('5f0c1a2b3c4d5e6f7a8b9c56');
    expect(itemIdFromLocation({ hash: '#itemId=p%C3%B4r%20do%20sol', pathname: '/' }, '/galeria')).toBe('pôr do sol');
    expect(itemIdFromLocation({ hash: '#a=1&itemId=serra', pathname: '/' }, '/galeria')).toBe('serra');
    expect(itemIdFromLocation({ hash: '#itemId=100%', pathname: '/' }, '/galeria')).toBe('100%');
  });

  it("else the path's last segment below the collection's URL", () => {
    expect(itemIdFromLocation({ hash: '', pathname: '/galeria/praia' }, '/galeria')).toBe('praia');
    expect(itemIdFromLocation({ hash: '', pathname: '/galeria/praia/' }, '/galeria/')).toBe('praia');
    expect(itemIdFromLocation({ hash: '#itemId=', pathname: '/galeria/praia' }, '/galeria')).toBe('praia');
    expect(itemIdFromLocation({ hash: '#top', pathname: '/galeria/p%C3%B4r' }, '/galeria')).toBe('pôr');
  });

  it('absolute full URLs are compared by their path', () => {
    expect(itemIdFromLocation({ hash: '', pathname: '/galeria/serra' }, 'https://site.example/galeria')).toBe('serra');
  });

  it('nothing on the collection page itself or outside it', () => {
    expect(itemIdFromLocation({ hash: '', pathname: '/galeria' }, '/galeria')).toBeUndefined();
    expect(itemIdFromLocation({ hash: '', pathname: '/galeria/' }, '/galeria')).toBeUndefined();
    expect(itemIdFromLocation({ hash: '', pathname: '/galeria-2/praia' }, '/galeria')).toBeUndefined();
    expect(itemIdFromLocation({ hash: '', pathname: '/blog/praia' }, '/galeria')).toBeUndefined();
  });
});

describe('slideIndexForItem: "jumps to the slide whose slide id or slide URL matches"', () => {
  it('matches a slide id or a slide URL', () => {
    expect(slideIndexForItem(SLIDES, 'serra')).toBe(1);
    expect(slideIndexForItem(SLIDES, '5f0c1a2b3c4d5e6f7a8b9c55')).toBe(0);
    expect(slideIndexForItem(SLIDES, '5f0c1a2b3c4d5e6f7a8b9c57')).toBe(2);
  });

  it('nothing matches: undefined (an empty slide URL matches nothing)', () => {
    expect(slideIndexForItem(SLIDES, 'mar')).toBeUndefined();
    expect(slideIndexForItem([{ id: 'a', url: '' }], '')).toBeUndefined();
  });

  it('a recorded address read back finds the same slide', () => {
    for (const [index, slide] of SLIDES.entries()) {
      const pathname = recordedAddress('/galeria', slide);
      expect(slideIndexForItem(SLIDES, itemIdFromLocation({ hash: '', pathname }, '/galeria')!)).toBe(index);
    }
  });
});
