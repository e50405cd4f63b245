import { MAP_MESSAGES } from '../../texts/map.ts';
import { externalMapUrl, opensExternalMap } from './external-link.ts';
import { markerOptions } from './google-options.ts';
import type { MapSettings } from './map-settings.ts';
import { useMapContext } from './MapView.tsx';
import { useMapsObject } from './use-maps-object.ts';

const placeName = ({ marker }: MapSettings): string =>
  [marker.addressTitle, marker.addressLine1].map((part) => part.trim()).find(Boolean) ?? MAP_MESSAGES.place;
const withPlace = (template: string, place: string): string => template.replace('{place}', () => place);
/** The marker's accessible name: its place, and that it opens the external map when it does. */
const markerTitle = (settings: MapSettings): string => (settings.linkOnClick ? withPlace(MAP_MESSAGES.markerLink, placeName(settings)) : placeName(settings));

/**
 * The block's marker on its map (inside MapView): the service's marker, made in an effect and taken
 * off the map in its cleanup, given new settings as they come. A click opens the external maps website
 * in a new window, unless the marker is being dragged (the click its release fires included) or
 * linking is off (GMM §2, §4.8). Draws nothing itself: the service draws the marker.
 */
export function MapMarker({ settings }: { settings: MapSettings }) {
  const { api, map, doc } = useMapContext();
  const size = (width: number, height: number): object => new api.Size(width, height);

  const [, shown] = useMapsObject(
    settings,
    (initial) => {
      const made = new api.Marker({ ...markerOptions(initial, size, markerTitle(initial)), map });
      let dragging = false;
      let dragEnd: ReturnType<typeof setTimeout> | undefined;
      made.addListener('dragstart', () => {
        clearTimeout(dragEnd);
        dragging = true;
      });
      made.addListener('dragend', () => {
        dragEnd = setTimeout(() => (dragging = false));
      });
      made.addListener('click', () => {
        const { linkOnClick, marker } = shown.current;
        if (opensExternalMap({ dragging, linkOnClick })) doc.defaultView?.open(externalMapUrl(marker), '_blank', 'noopener');
      });
      return [
        made,
        () => {
          clearTimeout(dragEnd);
          made.setMap(null);
          api.event.clearInstanceListeners(made);
        },
      ];
    },
    (marker, next) => marker.setOptions(markerOptions(next, size, markerTitle(next))),
    [api, map, doc],
  );
  return null;
}
