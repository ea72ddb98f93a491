/** URL slugs for cars: lowercase ASCII words joined by hyphens, unique within a feed. */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^a-z0-9]+/g;
const EDGE_HYPHENS = /^-+|-+$/g;

/** Lowercase ASCII slug of the given text ("Mazda CX-5 Maxx Sport" → "mazda-cx-5-maxx-sport"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(NON_WORD, '-')
    .replace(EDGE_HYPHENS, '');
}

/** Hands out unique slugs: a taken slug gets the next free `-2`, `-3`, … suffix (constant time per call). */
export class SlugRegistry {
  private readonly taken = new Set<string>();
  private readonly nextSuffix = new Map<string, number>();

  /** Claims `wanted` or, if taken, the first free numbered variant of it. */
  claim(wanted: string): string {
    let slug = wanted;
    if (this.taken.has(slug)) {
      let n = this.nextSuffix.get(wanted) ?? 2;
      while (this.taken.has(`${wanted}-${n}`)) n += 1;
      slug = `${wanted}-${n}`;
      this.nextSuffix.set(wanted, n + 1);
    }
    this.taken.add(slug);
    return slug;
  }
}
