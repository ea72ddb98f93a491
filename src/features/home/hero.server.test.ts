import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse';
import { configProblems, siteWith } from '../../config/testing';
import { heroSlides } from './hero.server';

const NOW = new Date('2026-11-20T00:00:00+10:00');
const slidesOf = (slides: unknown[]) =>
  parseSiteConfig(siteWith({ promotions: { slider: { slides } } }), 'site.yaml').promotions.slider.slides;
const CDN = { template: 'https://cdn.test/{width}/{url}', quality: 75, width: 640 };

describe('home slides: a separate phone picture and words as text (issue 21 point 18)', () => {
  it('gives a slide its phone picture (960 x 720) and its words', () => {
    const slides = slidesOf([
      {
        image: '/m/a-wide.webp',
        phoneImage: '/m/a-phone.webp',
        alt: 'Red ute',
        heading: 'HiLux SR5',
        text: 'Drive away',
        cta: 'Explore',
        href: '/search/toyota/hilux',
      },
    ]);
    const [slide] = heroSlides(slides, 540, { quality: 75, width: 640 }, NOW);
    expect(slide).toEqual({
      alt: 'Red ute',
      href: '/search/toyota/hilux',
      wide: { src: '/m/a-wide.webp', width: 1920, height: 540 },
      phone: { src: '/m/a-phone.webp', width: 960, height: 720 },
      words: { heading: 'HiLux SR5', text: 'Drive away', cta: 'Explore' },
    });
  });

  it("offers CDN widths up to each picture's own width", () => {
    const [slide] = heroSlides(slidesOf([{ image: '/w.webp', phoneImage: '/p.webp', alt: 'x' }]), 540, CDN, NOW);
    expect(slide?.phone?.srcset?.split(', ').at(-1)).toBe(`https://cdn.test/960/${encodeURIComponent('/p.webp')} 960w`);
    expect(slide?.wide.srcset?.split(', ').at(-1)).toMatch(/ 1920w$/);
  });

  it('keeps a slide without a phone picture or words as it was, and leaves out slides outside their window', () => {
    const slides = slidesOf([
      { image: '/a.webp', alt: 'A' },
      { image: '/b.webp', alt: 'B', expiry: '2026-11-19T23:59:59+10:00' },
      { image: '/c.webp', alt: 'C', start: '2026-11-20T00:00:01+10:00' },
    ]);
    expect(heroSlides(slides, 790, { quality: 75, width: 640 }, NOW)).toEqual([
      { alt: 'A', wide: { src: '/a.webp', width: 1920, height: 790 } },
    ]);
  });

  it('says a button needs somewhere to go', () => {
    expect(
      configProblems({ promotions: { slider: { slides: [{ image: '/a.webp', alt: 'A', cta: 'Shop now' }] } } }),
    ).toEqual([
      'sites/demo/site.yaml promotions.slider.slides[0].cta: a button needs somewhere to go: add href (for example /search/used-cars) or remove cta',
    ]);
  });
});
