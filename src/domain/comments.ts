/** Dealer comments on the vehicle page (spec 01 §4.5, spec 02 §5 Other). */

/** Comments longer than this are cut, with a show more/less toggle. */
export const COMMENTS_LIMIT = 400;
/** Paragraph separator used by the feed. */
export const PARAGRAPH_SEPARATOR = '|';

/** What the comments block renders. */
export interface DealerCommentsView {
  /** Paragraphs to show; none when pending. */
  paragraphs: string[];
  /** True when the text is longer than the limit, so the show more/less toggle is needed. */
  canToggle: boolean;
  /** True when the dealer wrote nothing: the dealerComments.pending message shows instead. */
  pending: boolean;
}

/**
 * Paragraphs of the comments, cut at 400 characters of the raw text unless expanded. The cut text
 * ends with "…" so a shopper sees it continues; empty paragraphs between separators are dropped.
 */
export function dealerComments(text: string | undefined, expanded: boolean): DealerCommentsView {
  const raw = text?.trim() ?? '';
  const paragraphsOf = (s: string) =>
    s
      .split(PARAGRAPH_SEPARATOR)
      .map((p) => p.trim())
      .filter((p) => p !== '');
  if (paragraphsOf(raw).length === 0) return { paragraphs: [], canToggle: false, pending: true };
  const canToggle = raw.length > COMMENTS_LIMIT;
  if (!canToggle || expanded) return { paragraphs: paragraphsOf(raw), canToggle, pending: false };
  const cut = paragraphsOf(raw.slice(0, COMMENTS_LIMIT));
  const last = cut.length - 1;
  cut[last] = `${cut[last]}…`;
  return { paragraphs: cut, canToggle, pending: false };
}
