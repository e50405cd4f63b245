/**
 * The fixture site's comment counts by item id (the comment-count stand-in's data, docs/fixture-server.md
 * "Comment counts"); an item not listed has none.
 */
export const COMMENT_COUNTS: Readonly<Record<string, number>> = {
  '5f0c1a2b3c4d5e6f7a8b9c22': 3,
  'post-receitas': 1,
  'post-novidades': 1234,
};
