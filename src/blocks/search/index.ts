import { defineBlock } from '../../kit/define.ts';
import { recordCensusHit } from '../../platform/census/census-hit.ts';
import { pixelEvent } from '../../services/small-services/pixel.ts';
import { PAGE_TYPE_SEARCH } from '../../shared/page-types.ts';
import { SEARCH_MESSAGES } from '../../texts/search.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { readSearchConfig } from './config.ts';
import { queryInAddress, searchQuery } from './query.ts';
import { readSearch } from './read-search.ts';

/** The hint's class (chosen name): an empty inline status region until a blank search is tried. */
export const SEARCH_HINT_CLASS = 'search-hint';

let hints = 0;

/**
 * Search block (type 33, docs/markup.md 6.13): the form still does the search (a GET to its action, /search?q=),
 * the runtime only trims the query, keeps a blank one from being sent (focus stays, a hint says why), tells
 * the site's pixels (site-runtime.md §7 "search") and records a census site search (GMM §3.6 "site search 2"),
 * consent permitting. On the search page (type 102) the field shows the search made, from the address.
 */
export const mount = defineBlock({
  config: readSearchConfig,
  markup: readSearch,
  mount({ element, page, consent, markup: { form, input }, signal, report }) {
    const doc = element.ownerDocument;
    const restoreAttributes = snapshotAttributes([input], ['aria-describedby']);
    // A live region in the page from the start, so the hint is announced when its text arrives; empty, it takes no room.
    const hint = doc.createElement('span');
    hint.className = SEARCH_HINT_CLASS;
    hint.id = `${element.id || 'search'}-hint-${++hints}`;
    hint.setAttribute('role', 'status');
    form.append(hint);
    input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), hint.id].filter(Boolean).join(' '));

    if (page.pageType === PAGE_TYPE_SEARCH) {
      // As text through the property, never as markup.
      const current = queryInAddress(window.location.search);
      if (current !== undefined) input.value = current;
    }

    form.addEventListener(
      'submit',
      (event) => {
        const query = searchQuery(input.value);
        if (query === undefined) {
          event.preventDefault();
          hint.textContent = SEARCH_MESSAGES.emptyQuery;
          input.focus();
          return;
        }
        input.value = query;
        pixelEvent({ page, consent, report }, 'search', { query });
        void recordCensusHit({ page, consent }, 'siteSearch', { query });
      },
      { signal },
    );
    input.addEventListener('input', () => (hint.textContent = ''), { signal });

    return () => {
      hint.remove();
      restoreAttributes();
    };
  },
});
