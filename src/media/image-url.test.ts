import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './image-url';

const cdn = {
  template: 'https://cdn.test/i?u={url}&w={width}&q={quality}',
  quality: 75,
  width: 640,
  origin: 'https://dealer.test',
};

describe('imageUrl', () => {
  it.each([
    ['raw URL without a CDN', '/media/a.webp', { quality: 75, width: 640 }, undefined, '/media/a.webp'],
    [
      'default width and quality 75',
      'https://x.test/a.jpg',
      cdn,
      undefined,
      'https://cdn.test/i?u=https%3A%2F%2Fx.test%2Fa.jpg&w=640&q=75',
    ],
    [
      'site-relative made absolute',
      '/media/a.webp',
      cdn,
      960,
      'https://cdn.test/i?u=https%3A%2F%2Fdealer.test%2Fmedia%2Fa.webp&w=960&q=75',
    ],
  ])('%s', (_name, src, opts, width, expected) => {
    expect(imageUrl(src, opts, width)).toBe(expected);
  });

  it('srcset lists widths up to the maximum, none without a CDN', () => {
    expect(imageSrcSet('/a.webp', { quality: 75, width: 640 })).toBeUndefined();
    const set = imageSrcSet('/a.webp', cdn, 640)!;
    expect(set.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '480w', '640w']);
  });
});

import { cdnTemplate } from './cdn-template';

describe('cdnTemplate', () => {
  it.each([
    ['none', 'none' as const, undefined],
    ['template as given', { template: 'https://c.test/{url}?w={width}' }, 'https://c.test/{url}?w={width}'],
    [
      'netlify',
      { provider: 'netlify' as const, base: 'https://dealer.test/' },
      'https://dealer.test/.netlify/images?url={url}&w={width}&q={quality}',
    ],
    [
      'cloudinary',
      { provider: 'cloudinary' as const, base: 'https://res.test/demo' },
      'https://res.test/demo/image/fetch/w_{width},q_{quality},f_auto/{url}',
    ],
  ])('%s', (_n, cdn, expected) => {
    expect(cdnTemplate(cdn)).toBe(expected);
  });
});
