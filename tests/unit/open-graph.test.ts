/** The sweep's Open Graph checker (tests/e2e/open-graph.ts): a good page passes, each fault is named. */
import { describe, expect, it } from 'vitest';
import { type MetaTags, openGraphProblems } from '../e2e/open-graph';

const CANONICAL = 'https://www.example-motors.com.au/cars/2024-toyota-hilux-sr5-1001/';
const good = (): MetaTags => ({
  'og:title': ['2024 Toyota HiLux SR5 | Example Motors'],
  'og:url': [CANONICAL],
  'og:image': ['https://cdn.example.com/hilux-1.jpg'],
  'twitter:card': ['summary_large_image'],
});

describe('openGraphProblems', () => {
  it('passes a page with a title, its canonical URL and an absolute picture', () => {
    expect(openGraphProblems(good(), CANONICAL, { picture: true })).toEqual([]);
  });

  it('passes a page without a picture that has no og:image', () => {
    const { 'og:image': _image, ...rest } = good();
    expect(openGraphProblems({ ...rest, 'twitter:card': ['summary'] }, CANONICAL, { picture: false })).toEqual([]);
  });

  it.each<[string, MetaTags, boolean, string]>([
    ['no og:title', { ...good(), 'og:title': [] }, true, 'no og:title'],
    ['an empty og:title', { ...good(), 'og:title': [' '] }, true, 'no og:title'],
    ['no og:url', { ...good(), 'og:url': [] }, true, 'no og:url'],
    [
      'an og:url other than the canonical',
      { ...good(), 'og:url': ['https://www.example-motors.com.au/cars/2024-toyota-hilux-sr5-1001'] },
      true,
      'is not the canonical URL',
    ],
    [
      'a relative og:image',
      { ...good(), 'og:image': ['/media/hilux-1.jpg'] },
      true,
      'og:image /media/hilux-1.jpg is not an absolute URL',
    ],
    [
      'no og:image on a page with a picture',
      { ...good(), 'og:image': [], 'twitter:card': ['summary'] },
      true,
      'no og:image on a page with a picture',
    ],
    [
      'a large-image card without an image',
      { ...good(), 'og:image': [] },
      false,
      'twitter:card summary_large_image without an og:image',
    ],
    ['two og:titles', { ...good(), 'og:title': ['One', 'Two'] }, true, 'og:title appears 2 times'],
  ])('names %s', (_case, meta, picture, problem) => {
    const found = openGraphProblems(meta, CANONICAL, { picture });
    expect(
      found.some((p) => p.includes(problem)),
      `expected "${problem}" among ${JSON.stringify(found)}`,
    ).toBe(true);
  });
});
