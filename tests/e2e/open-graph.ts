/**
 * A small Open Graph checker for the browser tests: what a link shared to Facebook, LinkedIn or a
 * messaging app needs of a page (og:title, og:url equal to the canonical URL, an absolute og:image
 * where the page has a picture to show). Problems come back as sentences, so a sweep can list them all.
 */

/** A page's meta tags that matter here: each property or name with every content it was given. */
export type MetaTags = Record<string, string[]>;

const absolute = (v: string) => /^https?:\/\/[^/]+/.test(v);

/** Problems of a page's Open Graph tags; `picture` says the page shows a picture a share should carry. */
export function openGraphProblems(
  meta: MetaTags,
  canonical: string | undefined,
  options: { picture: boolean },
): string[] {
  const out: string[] = [];
  const one = (key: string) => {
    const values = meta[key] ?? [];
    if (values.length > 1) out.push(`${key} appears ${values.length} times`);
    return values[0];
  };
  const title = one('og:title');
  if (!title?.trim()) out.push('no og:title');
  const url = one('og:url');
  if (!url) out.push('no og:url');
  else if (url !== canonical) out.push(`og:url ${url} is not the canonical URL ${canonical ?? '(none)'}`);
  const image = one('og:image');
  if (image !== undefined && !absolute(image)) out.push(`og:image ${image} is not an absolute URL`);
  if (image === undefined && options.picture) out.push('no og:image on a page with a picture');
  if (one('twitter:card') === 'summary_large_image' && image === undefined)
    out.push('twitter:card summary_large_image without an og:image');
  return out;
}
