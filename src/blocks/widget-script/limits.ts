/**
 * How long a provider's script may take before the host stops saying it is busy and a warning is logged
 * (chosen here: the spec gives these scripts no time-out; 30 s as the map's script, GMM §4.8). A script
 * that arrives later still turns the host to loaded.
 */
export const WIDGET_SCRIPT_PATIENCE_MS = 30_000;
