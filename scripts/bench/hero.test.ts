import { describe, expect, it } from 'vitest';
import { firstImagePreload, heaviest, heroFile, imgSrc, isModernImage, widthRatio } from './hero';

describe('imgSrc', () => {
  it.each<[string | undefined, string | undefined]>([
    [
      '<img src="/media/photos/hilux-1.webp" alt="2016 Toyota Hilux" fetchpriority="high">',
      '/media/photos/hilux-1.webp',
    ],
    ['<img alt="x" class="a" src="/b.avif">', '/b.avif'],
    ['<h1 class="title">2016 Toyota Hilux</h1>', undefined],
    [undefined, undefined],
  ])('%s → %s', (snippet, src) => expect(imgSrc(snippet)).toBe(src));
});

describe('firstImagePreload', () => {
  it('takes the first image preload, not font preloads', () => {
    const html =
      '<link rel="preload" href="/_astro/inter.woff2" as="font"><link rel="preload" as="image" href="/media/photos/hilux-1.webp"><link rel="preload" as="image" href="/media/photos/hilux-2.webp">';
    expect(firstImagePreload(html)).toBe('/media/photos/hilux-1.webp');
  });
  it('is undefined without one', () => {
    expect(firstImagePreload('<link rel="stylesheet" href="/a.css">')).toBeUndefined();
  });
});

describe('heaviest', () => {
  const o = 'http://127.0.0.1:1';
  const requests = [
    { url: `${o}/_astro/client.js`, resourceType: 'Script', transferSize: 0 },
    { url: `${o}/_astro/react-dom.js`, resourceType: 'Script', transferSize: 0 },
    { url: `${o}/_astro/tiny.js`, resourceType: 'Script', transferSize: 0 },
    { url: `${o}/_astro/small.js`, resourceType: 'Script', transferSize: 0 },
    { url: `${o}/search-index.json`, resourceType: 'Fetch', transferSize: 0 },
  ];
  const bytes = new Map([
    [`${o}/_astro/client.js`, 2048],
    [`${o}/_astro/react-dom.js`, 59392],
    [`${o}/_astro/tiny.js`, 100],
    [`${o}/_astro/small.js`, 1024],
    [`${o}/search-index.json`, 30720],
  ]);
  it('names the three heaviest scripts, largest first, in KB', () => {
    expect(heaviest(requests, bytes, 'Script')).toBe('react-dom.js 58.0 KB, client.js 2.0 KB, small.js 1.0 KB');
  });
  it('groups fetches under other', () => {
    expect(heaviest(requests, bytes, 'other')).toBe('search-index.json 30.0 KB');
  });
  it('is undefined when nothing of the kind loaded', () => {
    expect(heaviest(requests, bytes, 'Font')).toBeUndefined();
  });
});

describe('isModernImage', () => {
  it.each([
    ['image/avif', true],
    ['image/webp', true],
    ['image/jpeg', false],
    ['image/png', false],
    ['', false],
  ])('%s → %s', (type, expected) => expect(isModernImage(type)).toBe(expected));
});

describe('widthRatio', () => {
  it.each<[number, number, number, number]>([
    // A 960 px file in a 380 px slot on Lighthouse's mobile screen (DPR 1.75): 665 device px, 1.44×.
    [960, 380, 1.75, 1.44],
    // The same slot given the 1920 px slide: nearly three times the pixels needed.
    [1920, 380, 1.75, 2.89],
    [640, 640, 1, 1],
  ])('%d px file, %d CSS px at DPR %d → %d', (file, shown, dpr, ratio) =>
    expect(widthRatio(file, shown, dpr)).toBeCloseTo(ratio, 2),
  );
});

describe('heroFile', () => {
  it('reads the type the server sends and the pixel size from the file', async () => {
    const { default: sharp } = await import('sharp');
    const webp = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/webp' }).end(webp));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as { port: number };
    try {
      expect(await heroFile(`http://127.0.0.1:${port}/hero.webp`)).toEqual({
        contentType: 'image/webp',
        width: 96,
        height: 64,
      });
    } finally {
      server.close();
    }
  });
});
