import { describe, expect, it } from 'vitest';
import { siteTranslator, parseSiteConfig } from '../../config';
import { siteWith } from '../../config/testing';
import { resolveFeatureBanner } from './feature-banner';

const banner = (patch: Record<string, unknown> = {}) => {
  const config = parseSiteConfig(siteWith(patch), 'sites/test/site.yaml', { slug: 'test' });
  return resolveFeatureBanner(config, siteTranslator(config));
};

describe('feature banner (spec 02 §2: latest offers, book your service online, sell your car)', () => {
  it('has the three standard tiles by default', () => {
    expect(banner()).toEqual([
      {
        title: 'Latest Offers',
        text: "This month's deals and finance offers",
        href: '/special-offers',
        icon: 'tag',
        image: undefined,
      },
      {
        title: 'Book Your Service Online',
        text: 'Choose a time that suits you',
        href: '/service',
        icon: 'wrench',
        image: undefined,
      },
      {
        title: 'Sell Your Car',
        text: "A fair offer, even if you're not buying",
        href: '/sell-your-car',
        icon: 'car',
        image: undefined,
      },
    ]);
  });

  it("books the service on the site's external booking page", () => {
    expect(banner({ locationPages: { serviceBookingHref: 'https://book.example.com/harbour' } })[1]!.href).toBe(
      'https://book.example.com/harbour',
    );
  });

  it('says Vehicle where caravans or motorcycles are sold, and drops the sell tile without trade-in', () => {
    expect(banner({ stock: { itemTypes: ['caravans', 'motorcycles'] } })[2]!.title).toBe('Sell Your Vehicle');
    expect(banner({ features: { tradeIn: false } }).map((tile) => tile.icon)).toEqual(['tag', 'wrench']);
  });

  it("takes the site's wording, the site's own tiles with a picture, and an empty list as no banner", () => {
    const tiles = banner({
      labels: { 'shell.banner.offers': 'This Month’s Deals' },
      menus: {
        featureBanner: [
          { preset: 'offers' },
          { preset: 'service', text: 'Open Saturdays' },
          { title: 'Fleet Sales', href: '/fleet', image: '/brand/fleet.svg' },
        ],
      },
    });
    expect(tiles.map(({ title, text, href, image, icon }) => [title, text, href, image, icon])).toEqual([
      ['This Month’s Deals', "This month's deals and finance offers", '/special-offers', undefined, 'tag'],
      ['Book Your Service Online', 'Open Saturdays', '/service', undefined, 'wrench'],
      ['Fleet Sales', undefined, '/fleet', '/brand/fleet.svg', 'car'],
    ]);
    expect(banner({ menus: { featureBanner: [] } })).toEqual([]);
  });

  it('refuses a tile with neither a preset nor a title and link', () => {
    expect(() => banner({ menus: { featureBanner: [{ title: 'Fleet' }] } })).toThrow(
      /menus\.featureBanner\[0\]: found a group of settings; needs a preset \(offers, service or sell\), or both a title and an href/,
    );
  });
});
