import { useEffect, useLayoutEffect, useRef, useState, type DependencyList, type RefObject } from 'react';
import type { MapSettings } from './map-settings.ts';

/** A Maps API object as made: the object, and what releases it (its listeners, observers, timers). */
export type Made<T> = readonly [object: T, release: () => void];

/**
 * One object of the maps service (the map, a marker) owned by a component: made in an effect from the
 * latest settings once its `deps` are there, released in that effect's cleanup, and handed every later
 * settings through `apply` (never the ones it was made with: its constructor had them). Returns the
 * object once made (undefined before), and the settings it shows, for its listeners to read.
 */
export function useMapsObject<T>(
  settings: MapSettings,
  make: (settings: MapSettings) => Made<T>,
  apply: (object: T, settings: MapSettings) => void,
  deps: DependencyList,
): readonly [T | undefined, RefObject<MapSettings>] {
  const [object, setObject] = useState<T>();
  const latest = useRef(settings);
  const shown = useRef(settings);
  useLayoutEffect(() => {
    latest.current = settings;
  });

  useEffect(() => {
    const [made, release] = make(latest.current);
    shown.current = latest.current;
    setObject(() => made);
    return () => {
      release();
      setObject(undefined);
    };
    // Not on `make`, a new function each render: the object is made again only when what it is made on changes.
  }, deps);

  useEffect(() => {
    if (object === undefined || shown.current === settings) return;
    shown.current = settings;
    apply(object, settings);
  }, [object, settings]);

  return [object, shown];
}
