import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAlias, siteKeyVariables, usesEmbeddedIndex } from './index-typesense';

function sitesWith(slug: string, yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'index-'));
  mkdirSync(join(dir, slug));
  writeFileSync(join(dir, slug, 'site.yaml'), `name: Test\nfeed: { source: feed.json }\n${yaml}`);
  return dir;
}

describe('npm run index: the alias', () => {
  it('is the collection the site searches: its default, or the one its config names', () => {
    expect(
      siteAlias('coast-cars', sitesWith('coast-cars', 'searchBackend: { engine: typesense, hosts: [ts.test] }\n')),
    ).toBe('coast-cars-cars');
    expect(
      siteAlias(
        'coast',
        sitesWith('coast', 'searchBackend: { engine: typesense, hosts: [ts.test], collection: group_stock }\n'),
      ),
    ).toBe('group_stock');
  });

  it('refuses a site on the embedded index', () => {
    const dir = sitesWith('plain', '');
    expect(() => siteAlias('plain', dir)).toThrow(/embedded search index/);
    expect(usesEmbeddedIndex('plain', dir)).toBe(true);
  });
});

describe('npm run index: the key variables', () => {
  it("are the ones the site's config names, else Typesense's defaults", () => {
    const named = sitesWith(
      'named',
      'searchBackend: { engine: typesense, hosts: [ts.test], searchKeyEnv: NAMED_SEARCH_KEY, adminKeyEnv: NAMED_ADMIN_KEY }\n',
    );
    expect(siteKeyVariables('named', named)).toEqual({
      searchKeyEnv: 'NAMED_SEARCH_KEY',
      adminKeyEnv: 'NAMED_ADMIN_KEY',
    });
    expect(siteKeyVariables('plain', sitesWith('plain', ''))).toEqual({
      searchKeyEnv: 'TYPESENSE_SEARCH_KEY',
      adminKeyEnv: 'TYPESENSE_ADMIN_KEY',
    });
  });
});
