/**
 * Every XML document the project writes stays well-formed whatever text goes in (issue 23 point 1):
 * the ADF (src/api/forward), the sitemap (the build's own @astrojs/sitemap set-up, astro.config.mjs),
 * the drawn favicon (scripts/build) and the demo's SVG logos, offer pictures and storefronts
 * (scripts/demo), each parsed by libxml2.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { faviconSvg } from '../../scripts/build/favicon';
import { dealerLogoSvg, wordmarkSvg } from '../../scripts/demo/render/logos';
import { promoSvg } from '../../scripts/demo/render/promo';
import { storefrontSvg } from '../../scripts/demo/render/storefront';
import { leadToAdf } from '../../src/api/forward/adf';
import { penrithParties, storedLead } from '../../src/api/testing/adf-fixtures';

/** Text with every kind of character XML 1.0 forbids, and markup, around words that must survive. */
const HOSTILE = 'Sun\u0000shine \uFFFE& <Sons>\uFFFF "Motors" \uD800\u0007\'s\uDC00 🚗';
/** What a reader gets back: the words, forbidden controls gone, the rest as U+FFFD. */
const READ_BACK = 'Sunshine \uFFFD& <Sons>\uFFFD "Motors" \uFFFD\'s\uFFFD 🚗';

/** The text content of the first node matching `xpath` (the document must parse). */
function textAt(xml: string, xpath: string): string | undefined {
  const doc = XmlDocument.fromString(xml);
  try {
    return doc.get(xpath)?.content;
  } finally {
    doc.dispose();
  }
}

const SVG = 'http://www.w3.org/2000/svg';
const svgText = (xml: string, element: string) =>
  textAt(xml, `//*[local-name()='${element}' and namespace-uri()='${SVG}']`);

describe('XML writers with hostile text', () => {
  it('the ADF document', () => {
    const lead = storedLead('enquiry', false);
    const xml = leadToAdf({ ...lead, payload: { ...lead.payload, 'Vehicle Model': HOSTILE } }, penrithParties(false));
    expect(textAt(xml, '//vehicle[@interest="buy"]/model')).toBe(READ_BACK);
  });

  it('the demo dealer logo and wordmark', () => {
    const logo = dealerLogoSvg({
      name: HOSTILE,
      tagline: HOSTILE,
      emblem: 'crest',
      primary: '#123456',
      accent: '#abcdef',
      ink: '#111111',
    });
    expect(svgText(logo, 'title')).toBe(READ_BACK);
    expect(svgText(wordmarkSvg(HOSTILE), 'title')).toBe(READ_BACK);
  });

  it('the demo offer picture', () => {
    const svg = promoSvg(
      {
        shape: 'suv',
        paint: '#cc0000',
        primary: '#123456',
        accent: '#abcdef',
        headline: HOSTILE,
        subline: HOSTILE,
        cta: HOSTILE,
      },
      1200,
      600,
    );
    expect(() => XmlDocument.fromString(svg).dispose()).not.toThrow();
    expect(svg).toContain('&lt;Sons&gt;');
  });

  it('the demo storefront picture', () => {
    const svg = storefrontSvg({ name: HOSTILE, primary: '#123456', accent: '#abcdef', service: false, cars: [] });
    expect(svgText(svg, 'text')).toBe(READ_BACK);
  });

  it('the sitemap, as the build writes it', async () => {
    // The integration the build runs, with its filter, driven through the hooks Astro calls.
    const sitemap = (astroConfig.integrations ?? [])
      .flat()
      .find((i) => i && i.name === '@astrojs/sitemap') as AstroIntegration;
    const hooks = sitemap.hooks as Record<string, (options: unknown) => Promise<void> | void>;
    const dir = await mkdtemp(join(tmpdir(), 'sitemap-'));
    try {
      const logger = { warn: (m: string) => expect.fail(m), error: (m: string) => expect.fail(m), info: () => {} };
      await hooks['astro:routes:resolved']!({ routes: [] });
      await hooks['astro:config:done']!({
        config: {
          site: 'https://sunshine-motors.example',
          base: '/',
          trailingSlash: 'ignore',
          build: { format: 'directory' },
        },
      });
      await hooks['astro:build:done']!({
        dir: pathToFileURL(`${dir}/`),
        pages: [{ pathname: '' }, { pathname: `offers/${HOSTILE}/` }, { pathname: 'about-us/' }],
        logger,
      });
      const index = await readFile(join(dir, 'sitemap-index.xml'), 'utf8');
      expect(textAt(index, "//*[local-name()='loc']")).toBe('https://sunshine-motors.example/sitemap-0.xml');
      const xml = await readFile(join(dir, 'sitemap-0.xml'), 'utf8');
      const doc = XmlDocument.fromString(xml);
      try {
        const locs = doc.find("//*[local-name()='loc']").map((node) => node.content);
        expect(locs).toHaveLength(3);
        expect(locs).toContain('https://sunshine-motors.example/about-us/');
        // The hostile path arrives percent-encoded, nothing XML forbids left in it.
        const offer = locs.find((loc) => loc.includes('/offers/'))!;
        expect(offer).toMatch(/^https:\/\/sunshine-motors\.example\/offers\/[\x21-\x7e]+\/$/);
        expect(decodeURIComponent(offer)).toContain('"Motors"');
      } finally {
        doc.dispose();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the drawn favicon', () => {
    const svg = faviconSvg({
      name: HOSTILE,
      theme: { colors: { primary: '#123456', primaryContrast: '#ffffff' } },
    } as Parameters<typeof faviconSvg>[0]);
    expect(svgText(svg, 'text')).toBe('S');
  });
});
