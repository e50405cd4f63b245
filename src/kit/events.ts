/**
 * A feature's events, by name: what each carries as `detail` (undefined for none). The map is the
 * feature's contract with the page's scripts; docs/markup.md §4 lists every one.
 */
type EventMap = Record<string, unknown>;

/**
 * context.dispatch typed by a feature's event map: only its names, each with its own detail. The context's
 * dispatch is one as it is (`const dispatch: Dispatch<GalleryEvents> = context.dispatch`), so typing costs no code.
 */
export type Dispatch<Events extends EventMap> = <Name extends keyof Events & string>(
  name: Name,
  ...detail: undefined extends Events[Name] ? [detail?: Events[Name]] : [detail: Events[Name]]
) => void;
