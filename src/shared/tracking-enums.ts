/** Census event types (galleries-maps-measurement.md §3.6). */
export const CENSUS_EVENT_TYPE = {
  pageView: 1,
  siteSearch: 2,
  heartbeat: 10,
  audio: 20,
  video: 21,
} as const;

/** Button context (galleries-maps-measurement.md §3.6). */
export const BUTTON_CONTEXT = {
  buttonBlock: 1,
  popupOverlay: 2,
} as const;
