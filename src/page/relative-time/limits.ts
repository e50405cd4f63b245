/** "Relative time refreshes every 5000 ms and shows seconds below 60." (site-runtime.md §9) */
export const RELATIVE_TIME_REFRESH_MS = 5000;
export const RELATIVE_TIME_SECONDS_BELOW = 60;
