/** The external maps website a marker click opens (GMM §2 "Interaction"; its address shape is chosen here). */
const EXTERNAL_MAPS_URL = 'https://www.google.com/maps';

export interface MarkerLocation {
  readonly lat: number;
  readonly lng: number;
  readonly zoom: number;
  readonly addressTitle: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly addressCountry: string;
}

/**
 * GMM §2 "opens the external maps website in a new window with a location, a query and a zoom": `ll`
 * the marker's position, `q` the address (its non-empty parts, comma-separated; the position when it
 * has none), `z` the zoom. Built with URL and URLSearchParams, so no address text can change the host.
 */
export function externalMapUrl(location: MarkerLocation): string {
  const url = new URL(EXTERNAL_MAPS_URL);
  const position = `${location.lat},${location.lng}`;
  const query = [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  url.search = new URLSearchParams({ ll: position, q: query || position, z: String(location.zoom) }).toString();
  return url.href;
}

/** GMM §4.8 "A marker click opens the external map unless the marker is being dragged or linking is off." */
export const opensExternalMap = ({ dragging, linkOnClick }: { dragging: boolean; linkOnClick: boolean }): boolean => linkOnClick && !dragging;
