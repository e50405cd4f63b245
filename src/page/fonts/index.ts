import { defineFeature } from '../../kit/define.ts';
import { loadFonts } from './load-fonts.ts';

/** Web fonts (site-runtime.md §7), started by the page start only when the context names fonts. */
export const start = defineFeature(({ page, report }) => loadFonts(page, report));
