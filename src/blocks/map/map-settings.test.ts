import { describe, expect, it } from 'vitest';
import { mapOptions, markerOptions } from './google-options.ts';
import { mapSettings } from './map-settings.ts';

const LOCATION = { mapLat: -23.5614, mapLng: -46.6559, mapZoom: 15, addressTitle: 'Loja da Ana', addressLine1: 'Av. Paulista, 1000' };

describe('mapSettings (GMM §3.3, §9; docs/markup.md 6.8)', () => {
  it('applies the spec defaults to an empty config: centre 40.720882, -74.000988, zoom 12, Grayscale', () => {
    const { settings, warnings } = mapSettings({});
    expect(warnings).toEqual([]);
    expect(settings).toEqual({
      center: { lat: 40.720882, lng: -74.000988 },
      zoom: 12,
      marker: { lat: 40.720882, lng: -74.000988, zoom: 12, addressTitle: '', addressLine1: '', addressLine2: '', addressCountry: '' },
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      showControls: false,
      draggable: true,
      scrollwheel: false,
      markerDraggable: false,
      linkOnClick: true,
    });
  });

  it('puts the marker at the centre unless it is placed', () => {
    expect(mapSettings({ location: LOCATION }).settings.marker).toMatchObject({ lat: -23.5614, lng: -46.6559, zoom: 15 });
    expect(mapSettings({ location: { ...LOCATION, markerLat: -23.56, markerLng: -46.65 } }).settings.marker).toMatchObject({ lat: -23.56, lng: -46.65 });
  });

  it('reads the spec names and the site settings names of the UI options, the spec name first', () => {
    expect(mapSettings({ labels: false, terrain: true, controls: true }).settings).toMatchObject({ showLabels: false, showTerrain: true, showControls: true });
    expect(mapSettings({ showLabels: true, labels: false }).settings.showLabels).toBe(true);
    expect(mapSettings({ disableDefaultUI: false }).settings.showControls).toBe(true);
    expect(mapSettings({ disableDefaultUI: true, showControls: true }).settings.showControls).toBe(true);
  });

  it('reads styles by name and by site-settings number', () => {
    expect(mapSettings({ style: 'Satellite' }).settings.style).toBe('Satellite');
    expect(mapSettings({ style: 5 }).settings.style).toBe('MinimalDark');
  });

  it('takes the default, with a warning, for a coordinate, zoom or style out of range', () => {
    const { settings, warnings } = mapSettings({ location: { mapLat: 91, mapLng: -200, mapZoom: 30, markerLat: -95 }, style: 9 });
    expect(settings.center).toEqual({ lat: 40.720882, lng: -74.000988 });
    expect(settings.zoom).toBe(12);
    expect(settings.marker).toMatchObject({ lat: 40.720882, lng: -74.000988 });
    expect(warnings).toEqual([
      'location.mapLat 91 is out of range, using 40.720882',
      'location.mapLng -200 is out of range, using -74.000988',
      'location.mapZoom 30 is out of range, using 12',
      'Unknown map style 9, using "Grayscale"',
      'location.markerLat -95 is out of range, using 40.720882',
    ]);
  });
});

describe('the maps service options', () => {
  const settings = (config: Parameters<typeof mapSettings>[0]) => mapSettings(config).settings;

  it('draws Grayscale as a desaturated road map, keyboard shortcuts on, controls off', () => {
    expect(mapOptions(settings({ location: LOCATION }))).toEqual({
      zoom: 15,
      mapTypeId: 'roadmap',
      styles: [{ stylers: [{ saturation: -100 }] }],
      disableDefaultUI: true,
      gestureHandling: 'cooperative',
      scrollwheel: false,
      keyboardShortcuts: true,
      clickableIcons: false,
    });
  });

  it('hides labels with one more rule, and shows satellite as hybrid while labels are on', () => {
    expect(mapOptions(settings({ showLabels: false })).styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(mapOptions(settings({ style: 'Satellite' })).mapTypeId).toBe('hybrid');
    expect(mapOptions(settings({ style: 3, showLabels: false })).mapTypeId).toBe('satellite');
    expect(mapOptions(settings({ style: 'Original', showTerrain: true }))).toMatchObject({ mapTypeId: 'terrain', styles: [] });
  });

  it('gives every minimal style its own rules', () => {
    const rules = ['MinimalLight', 'MinimalDark', 'MinimalBlue'].map((style) => JSON.stringify(mapOptions(settings({ style })).styles));
    expect(new Set(rules).size).toBe(3);
  });

  it('turns draggable and scrollwheel into the service gesture handling', () => {
    expect(mapOptions(settings({ draggable: false, scrollwheel: true })).gestureHandling).toBe('none');
    expect(mapOptions(settings({ scrollwheel: true })).gestureHandling).toBe('greedy');
  });

  it('draws the 48x64 marker image at half size, focusable, at the marker position', () => {
    const size = (width: number, height: number) => ({ width, height });
    const options = markerOptions(settings({ location: LOCATION, markerDraggable: true }), size, 'Loja da Ana');
    expect(options).toEqual({
      position: { lat: -23.5614, lng: -46.6559 },
      draggable: true,
      title: 'Loja da Ana',
      optimized: false,
      icon: { url: expect.stringMatching(/^data:image\/svg\+xml,/), size: { width: 48, height: 64 }, scaledSize: { width: 24, height: 32 } },
    });
    expect(decodeURIComponent((options['icon'] as { url: string }).url)).toContain('width="48" height="64"');
  });
});
