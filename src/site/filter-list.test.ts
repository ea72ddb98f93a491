import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config/parse';
import { createTranslator } from '../config/messages';
import { siteWith } from '../config/testing';
import { SEARCH_FIELD_BY_NAME } from '../search/fields';
import { SEARCH_FILTER_ENTRIES, SEARCH_FILTERS, type FilterKey } from '../search/filters';
import { chipLabel, filterTable, rangeFields, refinementFields } from './filter-table';

const t = createTranslator();
const config = (filters: Record<string, unknown> = {}) =>
  parseSiteConfig(siteWith({ search: { filters } }), 'sites/demo/site.yaml');
const keys = SEARCH_FILTER_ENTRIES.map(([key]) => key);
// Car type and condition are one field: a site shows one of them (config checks).
const allOn = config(Object.fromEntries(keys.map((key) => [key, key !== 'condition'])));
const conditionOn = config({ carType: false, condition: true });

describe('the filter list (search/filters.ts) drives the schema and the table', () => {
  it.each(SEARCH_FILTER_ENTRIES)('%s refines a faceted document field', (_key, def) => {
    expect(SEARCH_FIELD_BY_NAME.get(def.field)?.facet).toBe(true);
  });

  it('gives the config schema one switch per filter, on or off by the list', () => {
    const filters = config().search.filters as Record<FilterKey, unknown>;
    expect(Object.keys(filters)).toEqual(keys);
    for (const [key, def] of SEARCH_FILTER_ENTRIES) {
      const on = 'on' in def ? def.on : true;
      expect([key, filters[key] !== false]).toEqual([key, on]);
    }
  });

  it('shows every filter a site turns on, in list order, labelled filter.<key> (the model list under the make)', () => {
    const table = filterTable(allOn, t);
    expect(table.map((spec) => spec.id)).toEqual(keys.filter((key) => key !== 'model' && key !== 'condition'));
    expect(filterTable(conditionOn, t).map((spec) => spec.id)).toContain('condition');
    for (const spec of table) expect(spec.label).toBe(t(`filter.${spec.id as FilterKey}`));
    expect(table[0]).toMatchObject({ kind: 'make', model: { field: 'model', limit: SEARCH_FILTERS.model.limit } });
  });

  it('gives each limited list its default limit from the list', () => {
    const table = filterTable(allOn, t);
    for (const [key, def] of SEARCH_FILTER_ENTRIES) {
      if (def.kind === 'list' && def.limit !== undefined)
        expect(table.find((spec) => spec.id === key)).toMatchObject({ limit: def.limit });
    }
  });

  it('asks for the facets of every list and the stats of every slider it shows', () => {
    const table = filterTable(allOn, t);
    const listed = SEARCH_FILTER_ENTRIES.filter(([, def]) => def.kind !== 'range').map(([, def]) => def.field);
    expect(refinementFields(table)).toEqual(expect.arrayContaining(listed));
    expect(rangeFields(table)).toEqual(
      SEARCH_FILTER_ENTRIES.filter(([, def]) => def.kind === 'range').map(([, def]) => def.field),
    );
  });

  it('words the chips of counted values (5 seats)', () => {
    expect(chipLabel('seats', '5', t)).toBe('5 seats');
    expect(chipLabel('colour', 'Red', t)).toBe('Red');
  });
});
