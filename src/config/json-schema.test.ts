import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSiteJsonSchema, siteJsonSchemaText } from './json-schema';

const committed = fileURLToPath(new URL('../../sites/site.schema.json', import.meta.url));

describe('sites/site.schema.json', () => {
  it('is up to date with the valibot schema (run `npm run schema` after changing it)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(siteJsonSchemaText());
  });

  it('carries descriptions and defaults for editors', () => {
    const schema = buildSiteJsonSchema() as {
      required: string[];
      properties: Record<
        string,
        { description?: string; properties?: Record<string, { description?: string; default?: unknown }> }
      >;
    };
    expect(schema.required).toEqual(['name', 'feed']);
    expect(schema.properties.name?.description).toMatch(/Trading name/);
    expect(schema.properties.search?.properties?.pageSize).toMatchObject({
      default: 21,
      description: 'Cars per results page.',
    });
    expect(schema.properties.stock?.properties?.includeSoldCarsDays?.default).toBe(3);
  });

  it('describes every property, in every object, list and alternative', () => {
    const undescribed: string[] = [];
    let seen = 0;
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const n = node as Record<string, unknown>;
      for (const [key, property] of Object.entries((n.properties ?? {}) as Record<string, { description?: string }>)) {
        seen++;
        if (!property.description?.trim()) undescribed.push(`${path}.${key}`);
        walk(property, `${path}.${key}`);
      }
      for (const key of ['items', 'additionalProperties']) walk(n[key], `${path}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        if (Array.isArray(n[key])) n[key].forEach((alt: unknown, i: number) => walk(alt, `${path}<${i}>`));
    };
    walk(buildSiteJsonSchema(), '');
    expect(seen).toBeGreaterThan(300);
    expect(undescribed).toEqual([]);
  });

  it('keeps the descriptions of fields read as text or number (phones, ids, postcodes)', () => {
    type Node = { description?: string; properties?: Record<string, Node>; items?: Node };
    const schema = buildSiteJsonSchema() as Node;
    expect(schema.properties?.phones?.properties?.used?.description).toBe('Number for used cars.');
    expect(schema.properties?.leads?.properties?.delivery?.items?.properties?.to?.description).toBe(
      'Last postcode of the range (inclusive).',
    );
    expect(schema.properties?.locations?.items?.properties?.id?.description).toBe(
      'Location id (cars refer to it as location_id).',
    );
  });
});
