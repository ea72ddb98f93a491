import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse';
import { siteWith } from '../../config/testing';
import { configLinks, internalPath, linkedSearches, markdownLinks } from './site-links';
import { brokenLinkLines, brokenLinks, BrokenLinksError } from './site-links.server';

const FILE = 'sites/demo/site.yaml';
const configOf = (patch: Record<string, unknown>) => parseSiteConfig(siteWith(patch), FILE);

describe('internal links of config and content (issue 21 point 16)', () => {
  it.each([
    ['/search/toyota?x=1#top', '/search/toyota'],
    ['/terms-and-conditions/', '/terms-and-conditions/'],
    ['https://example.com/a', undefined],
    ['//cdn.example.com/a', undefined],
    ['/?utm=1', '/'],
  ])('%s → %s', (href, path) => expect(internalPath(href)).toBe(path));

  it('lists every link field of site.yaml with its path, skipping entries hidden while their feature is off', () => {
    const config = configOf({
      features: { tradeIn: false },
      menus: {
        header: [
          { label: 'HiLux', href: '/search/toyota/hilux' },
          { label: 'Trade', href: '/trade-in', requires: 'tradeIn' },
          {
            label: 'More',
            children: [
              { label: 'Fleet', href: '/fleet' },
              { label: 'Site', href: 'https://group.example/' },
            ],
          },
        ],
      },
      promotions: { slider: { slides: [{ image: '/a.webp', alt: 'A', href: '/search/toyota/rav4' }] }, tiles: [] },
    });
    const links = configLinks(config, FILE).map((l) => `${l.where}=${l.href}`);
    expect(links).toEqual(
      expect.arrayContaining([
        'menus.header[0].href=/search/toyota/hilux',
        'menus.header[2].children[0].href=/fleet',
        'promotions.slider.slides[0].href=/search/toyota/rav4',
      ]),
    );
    expect(links.join(' ')).not.toMatch(/trade-in|group\.example|\/a\.webp/);
  });

  it('finds Markdown and HTML links with their line', () => {
    expect(
      markdownLinks(
        'Intro\nSee [HiLux](/search/toyota/hilux "HiLux") or <a href="/finance">finance</a>.\n[out](https://x.test)',
        'content/about-us.md',
      ),
    ).toEqual([
      { file: 'content/about-us.md', where: 'line 2', href: '/search/toyota/hilux' },
      { file: 'content/about-us.md', where: 'line 2', href: '/finance' },
    ]);
  });

  it('names the make/model searches the links ask for, leaving out car-type, item-type, dealership and location routes', () => {
    const links = [
      '/search/toyota/hilux',
      '/search/toyota',
      '/search/used-cars',
      '/search/caravan-cars',
      '/search/harbour-toyota-sales',
      '/search/land-rover/range-rover-sport',
      '/search/a/b/c',
      '/finance',
    ].map((href) => ({ file: FILE, where: 'x', href }));
    const hints = { makes: ['Toyota'], models: [{ make: 'Toyota', model: 'HiLux' }] };
    expect(linkedSearches(links, new Set(['harbour-toyota-sales']), hints)).toEqual([
      { make: 'Toyota', model: 'HiLux' },
      { make: 'Toyota' },
      { make: 'Land Rover', model: 'Range Rover Sport' },
    ]);
  });
});

describe('the built site: links that go to no page (issue 21 point 16)', () => {
  const out = mkdtempSync(join(tmpdir(), 'fc-links-'));
  mkdirSync(join(out, 'search/toyota/hilux'), { recursive: true });
  writeFileSync(join(out, 'search/toyota/hilux/index.html'), '');
  mkdirSync(join(out, 'media'), { recursive: true });
  writeFileSync(join(out, 'media/a.webp'), '');
  writeFileSync(join(out, 'index.html'), '');
  const links = [
    '/search/toyota/hilux?sortBy=x',
    '/media/a.webp',
    '/',
    '/api/leads',
    '/search/toyota/rav4',
    '/pages/nowhere/',
  ].map((href, i) => ({ file: FILE, where: `menus.header[${i}].href`, href }));

  it('lists each link without a page, naming its file and field', () => {
    const broken = brokenLinks(links, out);
    expect(brokenLinkLines(broken)).toEqual([
      `${FILE} menus.header[4].href: /search/toyota/rav4 goes to no page; point it at a page the site has, or remove it`,
      `${FILE} menus.header[5].href: /pages/nowhere/ goes to no page; point it at a page the site has, or remove it`,
    ]);
    expect(new BrokenLinksError(broken).message.split('\n')[0]).toBe(
      '2 links go to no page (a production build stops here):',
    );
  });
});
