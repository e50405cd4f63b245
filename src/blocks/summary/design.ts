import { resolveDesign } from '../../kit/block-kit/resolve-design.ts';
import { SUMMARY_VARIANTS } from '../../shared/lists/enums.ts';

/** The block variants of GMM §3.6 (docs/markup.md 6.20 `design`). */
export type SummaryDesign = (typeof SUMMARY_VARIANTS)[number];

/** The default design (chosen here). */
const DEFAULT_SUMMARY_DESIGN: SummaryDesign = 'grid';

/** The attribute the template's CSS lays each design out by (chosen name, docs/markup.md 6.20). */
export const DESIGN_ATTRIBUTE = 'data-summary-design';

/** The config's design, or the default with a warning when it names no known design. */
export const resolveSummaryDesign = (value: string | undefined) => resolveDesign('summary', SUMMARY_VARIANTS, DEFAULT_SUMMARY_DESIGN, value);
