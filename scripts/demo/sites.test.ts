import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContentFiles } from '../../src/config/content';
import { loadSiteConfig } from '../../src/config/load';
import { generateDemoFeed } from './feed/generate-feed';
import { drawJob } from './media/draw';
import { DEMO_PROFILES } from './profiles/index';

const NOW = new Date('2026-11-20T00:00:00+10:00');

/** Site paths (/media/…, /brand/…) that the site's config and content point at. */
function referencedAssets(slug: string): string[] {
  const dir = join('sites', slug);
  const text = [readFileSync(join(dir, 'site.yaml'), 'utf8')];
  const content = join(dir, 'content');
  for (const f of readdirSync(content, { recursive: true, encoding: 'utf8' }))
    if (/\.(md|ya?ml)$/.test(f)) text.push(readFileSync(join(content, f), 'utf8'));
  return [...new Set(text.join('\n').match(/\/(?:media|brand)\/[\w./-]+\.(?:webp|svg|pdf)/g) ?? [])];
}

describe.each(Object.keys(DEMO_PROFILES))('demo site %s', (slug) => {
  const profile = DEMO_PROFILES[slug]!;
  const config = loadSiteConfig(slug, { sitesDir: 'sites' });
  const { cars, plan } = generateDemoFeed(profile, NOW);

  it('has a valid site.yaml that reads the generated feed', () => {
    expect(config.feed.source).toBe('feed.generated.json');
  });

  it('lists every location and dealership the feed refers to', () => {
    const locationIds = new Set(config.locations.map((l) => l.id));
    const dealershipIds = new Set(config.dealerships.map((d) => d.id));
    for (const place of profile.places) expect(locationIds, place.name).toContain(place.id);
    expect(new Set(cars.map((c) => String(c.location_id))).isSubsetOf(locationIds)).toBe(true);
    expect(new Set(cars.map((c) => String(c.dealership_id))).isSubsetOf(dealershipIds)).toBe(true);
  });

  it('points only at pictures the generator draws or files committed under public/', () => {
    const missing = referencedAssets(slug).filter(
      (p) => !plan.has(p.slice(1)) && !existsSync(join('sites', slug, 'public', p)),
    );
    expect(missing).toEqual([]);
  });

  it('has the general pages and offers with the fields the site reads', () => {
    for (const page of ['about-us', 'terms-and-conditions', 'privacy-policy', 'warranty', 'service', 'fleet']) {
      expect(readFileSync(join('sites', slug, 'content', `${page}.md`), 'utf8')).toMatch(/^---\ntitle: "[^"]+"\n/);
    }
    const offers = readdirSync(join('sites', slug, 'content/offers'));
    expect(offers.length).toBeGreaterThan(0);
    for (const f of offers) {
      const front = parse(readFileSync(join('sites', slug, 'content/offers', f), 'utf8').split('---')[1]!) as Record<
        string,
        unknown
      >;
      expect(Object.keys(front)).toEqual(
        expect.arrayContaining([
          'name',
          'description',
          'disclaimer',
          'category',
          'model',
          'image',
          'excluded_website_ids',
        ]),
      );
    }
  });

  it('has slides with a phone picture and their words as page text, none baked into a picture (issue 21 point 18)', () => {
    const slides = config.promotions.slider.slides;
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      expect(slide.heading, slide.image).toBeTruthy();
      for (const path of [slide.image, slide.phoneImage]) {
        expect(path, `${slide.image} needs a phone picture`).toBeDefined();
        const job = plan.get(path!.slice(1));
        expect(job?.kind, path).toBe('slide');
        const drawn = drawJob(job!);
        expect('svg' in drawn && drawn.svg, path).not.toMatch(/<text\b/);
      }
    }
  });

  it('has offer and blog front matter that passes the strict check (issue 21 point 17)', () => {
    expect(() => checkContentFiles(join('sites', slug))).not.toThrow();
  });

  it('shows a comparison rate and the warning beside every rate its offers advertise (issue 21 point 2)', () => {
    const dir = join('sites', slug, 'content', 'offers');
    const offers = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
    for (const file of offers) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (!/\d% p\.a\./.test(text)) continue;
      expect(text, `${file}: its comparison rate`).toMatch(/comparison rate \d+(\.\d+)?% p\.a\./);
      expect(text, `${file}: the comparison rate warning`).toContain(
        'WARNING: This comparison rate is true only for the examples given',
      );
    }
  });
});

describe('the group brands page', () => {
  it('has car, motorcycle, truck and group brands with descriptions, one of them without a page', () => {
    const entries = parse(readFileSync('sites/southern-cross-motor-group/content/brands.yaml', 'utf8')) as {
      group: string;
      description: string[];
      skipPage?: boolean;
    }[];
    expect(new Set(entries.map((e) => e.group))).toEqual(new Set(['car', 'motorcycle', 'truck', 'group']));
    expect(entries.every((e) => e.description.length > 0)).toBe(true);
    expect(entries.filter((e) => e.skipPage === true)).toHaveLength(1);
  });
});

describe('between them, the demo sites show every feature a dealer might evaluate (issue 21 point 20)', () => {
  const sites = Object.entries(DEMO_PROFILES).map(([slug, profile]) => ({
    slug,
    config: loadSiteConfig(slug, { sitesDir: 'sites' }),
    cars: generateDemoFeed(profile, NOW).cars as Array<Record<string, unknown>>,
  }));
  const available = (c: Record<string, unknown>) =>
    c.status === 'in_stock' && c.show_on_dealer_website !== false && c.reserved !== true;
  const videoUrls = (value: unknown) => ((value ?? []) as Array<{ video: { url: string } }>).map((v) => v.video.url);
  // A local video must be a file the site serves.
  const servedVideo = (field: 'walkaround_videos' | 'videos') =>
    sites.some(({ slug, cars }) =>
      cars.some(
        (c) =>
          available(c) &&
          videoUrls(c[field]).some(
            (url) => url.startsWith('/videos/') && existsSync(join('sites', slug, 'public', url)),
          ),
      ),
    );

  it('a walkaround video', () => expect(servedVideo('walkaround_videos')).toBe(true));
  it('a stock video', () => expect(servedVideo('videos')).toBe(true));
  it('an external video', () => {
    expect(
      sites.some(({ cars }) =>
        cars.some(
          (c) =>
            available(c) &&
            videoUrls(c.videos).some((url) => /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com)\//.test(url)),
        ),
      ),
    ).toBe(true);
  });
  it('an available Test Drive Only car', () => {
    expect(sites.some(({ cars }) => cars.some((c) => available(c) && c.tag === 'Test Drive Only'))).toBe(true);
  });
  it('dealer comments over 400 characters', () => {
    expect(
      sites.some(({ cars }) =>
        cars.some((c) => available(c) && String(c.dealercomments ?? '').replaceAll('|', '').length > 400),
      ),
    ).toBe(true);
  });
  // A chat button that loads nothing opens nothing: the site must serve the chat script it names,
  // from its own origin, so the demo's chat works with no request leaving it
  // (tests/e2e/demo-sites-features.spec.ts opens it and sends a message).
  it('chat on one site, with a chat script the site itself serves', () =>
    expect(
      sites.some(({ slug, config }) => {
        const chat = config.features.chat;
        return (
          chat !== false &&
          chat.scriptUrl?.startsWith('/') === true &&
          existsSync(join('sites', slug, 'public', chat.scriptUrl))
        );
      }),
    ).toBe(true));
  it('the terms tick box on one form', () =>
    expect(sites.some(({ config }) => config.forms.terms !== false && config.forms.terms.required)).toBe(true));
  it('dark mode on one site', () => expect(sites.some(({ config }) => config.theme.darkMode === 'on')).toBe(true));
});
