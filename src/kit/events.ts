import type { CoreContext } from '../core/contract.ts';

/**
 * A feature's events, by name: what each carries as `detail` (undefined for none). The map is the
 * feature's contract with the page's scripts; docs/markup.md §4 lists every one.
 */
export type EventMap = Record<string, unknown>;

/** context.dispatch typed by a feature's event map: only its names, each with its own detail. */
export type Dispatch<Events extends EventMap> = <Name extends keyof Events & string>(
  name: Name,
  ...detail: undefined extends Events[Name] ? [detail?: Events[Name]] : [detail: Events[Name]]
) => void;

/** The context's dispatch, typed for `Events` (Embla's typed event map; Stimulus's `dispatch` with the controller's prefix). */
export const typedDispatch = <Events extends EventMap>(dispatch: CoreContext['dispatch']): Dispatch<Events> => dispatch;
