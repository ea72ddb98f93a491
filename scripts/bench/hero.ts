/** Finds a page's hero picture and names the heaviest requests of a kind (what stands in a budget's way). */
import type { PageRequest } from './lighthouse-run';
import { kindOf } from './page-bytes';

/** The src of an <img> snippet (the LCP element Lighthouse reports), if it is one. */
export function imgSrc(snippet: string | undefined): string | undefined {
  if (!snippet || !/^<img\b/i.test(snippet)) return undefined;
  return /\ssrc\s*=\s*"([^"]+)"/i.exec(snippet)?.[1];
}

/** The first `<link rel="preload" as="image">` href of a page's HTML. */
export function firstImagePreload(html: string): string | undefined {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel\s*=\s*"?preload\b/i.test(tag) && /\bas\s*=\s*"?image\b/i.test(tag))
      return /\bhref\s*=\s*"([^"]+)"/i.exec(tag)?.[1];
  }
  return undefined;
}

/** Absolute URL of the hero: the LCP element's picture, else the page's first image preload. */
export async function heroImageUrl(
  origin: string,
  path: string,
  lcpElement: string | undefined,
): Promise<string | undefined> {
  let src = imgSrc(lcpElement);
  if (!src) src = firstImagePreload(await (await fetch(origin + path)).text());
  return src ? new URL(src, origin + path).href : undefined;
}

/** "name 12.3 KB, …" for the three heaviest requests of a kind ('Script' or a bucket name). */
export function heaviest(
  requests: readonly PageRequest[],
  bytes: ReadonlyMap<string, number>,
  kind: string,
): string | undefined {
  const matches = requests.filter((r) => r.resourceType === kind || kindOf(r.resourceType) === kind);
  const sized = [...new Set(matches.map((r) => r.url))]
    .map((url) => [url, bytes.get(url) ?? 0] as const)
    .filter(([, b]) => b > 0);
  if (sized.length === 0) return undefined;
  sized.sort((a, b) => b[1] - a[1]);
  return sized
    .slice(0, 3)
    .map(([url, b]) => `${new URL(url).pathname.split('/').pop()} ${(b / 1024).toFixed(1)} KB`)
    .join(', ');
}

/** The picture formats the hero budget accepts. */
export const MODERN_IMAGE_TYPES = ['image/avif', 'image/webp'] as const;

/** What the hero file is: its type as served and its size in pixels. */
export interface HeroFile {
  contentType: string;
  width: number;
  height: number;
}

/** Fetches the hero and reads its type (the Content-Type sent) and pixel size (from the file itself). */
export async function heroFile(url: string): Promise<HeroFile> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const { default: sharp } = await import('sharp');
  const meta = await sharp(body).metadata();
  return {
    contentType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim(),
    width: meta.width ?? 0,
    height: meta.height ?? 0,
  };
}

/** Whether a served type is AVIF or WebP. */
export const isModernImage = (contentType: string): boolean =>
  (MODERN_IMAGE_TYPES as readonly string[]).includes(contentType);

/** The file's width over the device pixels it fills (shown CSS width × DPR): 1 is exact, 2 twice too wide. */
export function widthRatio(fileWidth: number, shownCssWidth: number, dpr: number): number {
  return fileWidth / (shownCssWidth * dpr);
}
