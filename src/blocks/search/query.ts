/** The query a search sends: the field's text trimmed, or undefined when nothing is left (a blank search is not sent). */
export function searchQuery(value: string): string | undefined {
  const query = value.trim();
  return query === '' ? undefined : query;
}

/** The current search's query, from the page address's `q` (undefined when absent). */
export function queryInAddress(search: string): string | undefined {
  return new URLSearchParams(search).get('q') ?? undefined;
}
