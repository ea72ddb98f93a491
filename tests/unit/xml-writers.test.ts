/**
 * Every XML document the project writes stays well-formed whatever text goes in (issue 23 point 1):
 * the ADF (src/api/forward), the drawn favicon (scripts/build) and the demo's SVG logos and offer
 * pictures (scripts/demo), each parsed by libxml2. The sitemap is written by @astrojs/sitemap from
 * page paths (ASCII slugs, percent-encoded URLs), and its writer drops these characters itself.
 */
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { faviconSvg } from '../../scripts/build/favicon';
import { dealerLogoSvg, wordmarkSvg } from '../../scripts/demo/render/logos';
import { promoSvg } from '../../scripts/demo/render/promo';
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

  it('the drawn favicon', () => {
    const svg = faviconSvg({
      name: HOSTILE,
      theme: { colors: { primary: '#123456', primaryContrast: '#ffffff' } },
    } as Parameters<typeof faviconSvg>[0]);
    expect(svgText(svg, 'text')).toBe('S');
  });
});
