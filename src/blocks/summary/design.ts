import { resolveDesign } from '../../kit/resolve-design.ts';

/** GMM §3.6 "Summary: wall, carousel, list, grid" (docs/markup.md 6.20 `design`). */
export const SUMMARY_DESIGNS = ['wall', 'carousel', 'list', 'grid'] as const;
export type SummaryDesign = (typeof SUMMARY_DESIGNS)[number];

/** The default design (chosen here). */
export const DEFAULT_SUMMARY_DESIGN: SummaryDesign = 'grid';

/** The attribute the template's CSS lays each design out by (chosen name, docs/markup.md 6.20). */
export const DESIGN_ATTRIBUTE = 'data-summary-design';

/** The config's design, or the default with a warning when it names no known design. */
export const resolveSummaryDesign = (value: string | undefined) => resolveDesign('summary', SUMMARY_DESIGNS, DEFAULT_SUMMARY_DESIGN, value);
