import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandSections, brandsWithPages, readBrandEntries, type BrandEntry } from './brand-entries.server';

function siteWith(yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'));
  mkdirSync(join(dir, 'content'));
  writeFileSync(join(dir, 'content', 'brands.yaml'), yaml);
  return dir;
}
const entry = (slug: string, extra: Partial<BrandEntry> = {}): BrandEntry => ({
  title: slug,
  slug,
  group: 'car',
  description: [],
  skipPage: false,
  ...extra,
});

describe('readBrandEntries', () => {
  it('adds the content file to the configured entries, with defaults, first slug wins', () => {
    const dir = siteWith(
      '- { title: Toyota, slug: toyota, description: [One, Two] }\n- { title: Honda, slug: honda, group: motorcycle, skipPage: true }\n- { title: Dup, slug: isuzu }\n',
    );
    const entries = readBrandEntries(
      { brands: { entries: [entry('isuzu', { title: 'Isuzu', group: 'truck' })], contentFile: 'brands.yaml' } },
      dir,
    );
    expect(entries.map((e) => [e.slug, e.title, e.group, e.skipPage])).toEqual([
      ['isuzu', 'Isuzu', 'truck', false],
      ['toyota', 'Toyota', 'car', false],
      ['honda', 'Honda', 'motorcycle', true],
    ]);
    expect(entries[1]?.description).toEqual(['One', 'Two']);
  });
  it('fails naming the file and the entry', () => {
    const dir = siteWith('- { title: Toyota, slug: toyota, group: boat }\n');
    expect(() => readBrandEntries({ brands: { entries: [], contentFile: 'brands.yaml' } }, dir)).toThrow(
      /brands\.yaml: 0\.group/,
    );
  });
  it('fails when the named file is missing', () => {
    expect(() => readBrandEntries({ brands: { entries: [], contentFile: 'nope.yaml' } }, siteWith(''))).toThrow(
      /does not exist/,
    );
  });
});

describe('brandSections and brandsWithPages', () => {
  const entries = [
    entry('honda', { group: 'motorcycle' }),
    entry('toyota'),
    entry('group-fleet', { group: 'group', skipPage: true }),
    entry('hino', { group: 'truck' }),
  ];
  it('orders sections car, motorcycle, truck, group', () => {
    expect(brandSections(entries).map((s) => [s.group, s.entries.map((e) => e.slug)])).toEqual([
      ['car', ['toyota']],
      ['motorcycle', ['honda']],
      ['truck', ['hino']],
      ['group', ['group-fleet']],
    ]);
  });
  it('honours skipPage', () =>
    expect(brandsWithPages(entries).map((e) => e.slug)).toEqual(['honda', 'toyota', 'hino']));
});
