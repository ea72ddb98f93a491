import { describe, expect, it } from 'vitest';
import { formatPhases, formatSummary, PHASES_LABEL } from './summary';

describe('build summary', () => {
  it('prints the one-line summary', () => {
    expect(
      formatSummary({
        slug: 'harbour-toyota',
        pages: 412,
        rendered: 40,
        reused: 372,
        carsIn: 150,
        carsRejected: 2,
        seconds: 12.34,
      }),
    ).toBe('harbour-toyota: 412 pages (40 rendered, 372 reused), 150 cars in, 2 rejected, 12.3 s');
  });

  it('prints where the time went, with the time a rendered page for the Astro step', () => {
    const line = formatPhases({
      rendered: 400,
      phases: [
        { name: 'feed', seconds: 1.24 },
        { name: 'search index', seconds: 0.8 },
        { name: 'Astro pages', seconds: 10 },
      ],
    });
    expect(line).toBe(`  ${PHASES_LABEL} feed 1.2 s, search index 0.8 s, Astro pages 10.0 s (25 ms a page)`);
  });
});
