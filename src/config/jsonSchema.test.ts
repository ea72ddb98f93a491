import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSiteJsonSchema, siteJsonSchemaText } from './jsonSchema';

const committed = fileURLToPath(new URL('../../sites/site.schema.json', import.meta.url));

describe('sites/site.schema.json', () => {
  it('is up to date with the valibot schema (run `npm run schema` after changing it)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(siteJsonSchemaText());
  });

  it('carries descriptions and defaults for editors', () => {
    const schema = buildSiteJsonSchema() as {
      required: string[];
      properties: Record<string, { description?: string; properties?: Record<string, { description?: string; default?: unknown }> }>;
    };
    expect(schema.required).toEqual(['name', 'feed']);
    expect(schema.properties.name?.description).toMatch(/Trading name/);
    expect(schema.properties.search?.properties?.pageSize).toMatchObject({ default: 21, description: 'Cars per results page.' });
    expect(schema.properties.stock?.properties?.includeSoldCarsDays?.default).toBe(3);
  });
});
