import { describe, expect, it } from 'vitest';
import { stripScriptsAndStyles } from './strip';

describe('stripScriptsAndStyles', () => {
  it.each([
    ['<script type="module" src="/_astro/a.js"></script>', ''],
    ['<script>window.x = "</div>";</script>', ''],
    ['<script type="application/ld+json">{"@type":"Car"}</script>', ''],
    ['<style>.a{color:red}</style>', ''],
    ['<link rel="stylesheet" href="/_astro/BaseLayout.css">', ''],
    ['<link href="/_astro/x.css" rel=stylesheet>', ''],
    ['<link rel="modulepreload" href="/_astro/client.js">', ''],
    ['<link rel="preload" href="/_astro/inter.woff2" as="font" type="font/woff2" crossorigin>', ''],
    ['<link rel="preload" as="style" href="/a.css">', ''],
  ])('removes %s', (html, expected) => {
    expect(stripScriptsAndStyles(html)).toBe(expected);
  });

  it.each([
    '<link rel="preload" as="image" href="/media/photos/hilux-1.webp">',
    '<link rel="canonical" href="https://example.com/">',
    '<img src="/media/a.webp" alt="A" fetchpriority="high">',
    '<h1 style="color:red">2022 MG ZS</h1>',
    '<astro-island uid="x"><button>Save</button></astro-island>',
  ])('keeps %s', (html) => {
    expect(stripScriptsAndStyles(html)).toBe(html);
  });

  it('keeps the content between removed elements', () => {
    const page =
      '<head><link rel="stylesheet" href="/a.css"><style>p{}</style></head><body><p>Hi</p><script>1</script><p>There</p><script src="/b.js"></script></body>';
    expect(stripScriptsAndStyles(page)).toBe('<head></head><body><p>Hi</p><p>There</p></body>');
  });
});
