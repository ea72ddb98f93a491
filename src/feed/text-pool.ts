/**
 * One copy of each short text of a feed. A feed repeats the same words in every car: feature and
 * equipment names, spec names and values, makes, models, colours, places and lenders. Each read from
 * the JSON is a string of its own, and the build holds every car for the whole of Astro's page phase,
 * so at 20,000 cars the copies were most of the stock's memory (docs/decisions.md § Cold build at
 * 20,000 cars). Long texts (dealer comments, descriptions) are left as they are: they rarely repeat.
 */

/** Texts longer than this are not pooled. */
export const POOLED_TEXT_MAX = 200;

/** A pool of texts for one feed read: `text(s)` returns the first string equal to `s`. */
export class TextPool {
  private readonly texts = new Map<string, string>();

  text(value: string): string {
    if (value.length > POOLED_TEXT_MAX) return value;
    const known = this.texts.get(value);
    if (known !== undefined) return known;
    this.texts.set(value, value);
    return value;
  }
}
