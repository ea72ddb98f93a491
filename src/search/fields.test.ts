import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_BY, SEARCH_FIELDS, typesenseCollectionSchema } from './fields';

describe('typesenseCollectionSchema', () => {
  const schema = typesenseCollectionSchema('cars_1');
  const field = (name: string) => schema.fields.find((f) => f.name === name);

  it('names the collection and sorts by custom rank by default', () => {
    expect(schema.name).toBe('cars_1');
    expect(schema.default_sorting_field).toBe('custom_rank');
    expect(field('custom_rank')?.optional).toBeUndefined();
  });

  it.each(['price', 'km', 'year', 'seats'])('range field %s is a faceted int32 (adapter issue #186)', (name) => {
    expect(field(name)).toEqual({ name, type: 'int32', facet: true, optional: true });
  });

  it.each(['subscription_price', 'weekly_price'])('%s is a faceted float', (name) => {
    expect(field(name)?.type).toBe('float');
  });

  it('has every facet attribute of spec 01 §3.2 as a facet', () => {
    const facets = [
      'badge',
      'status',
      'car_type',
      'categories',
      'city',
      'colour',
      'dealership_name',
      'filtered_features',
      'item_type',
      'km',
      'location_name',
      'make',
      'make_model',
      'model',
      'price',
      'subscription_price',
      'price_range',
      'seats',
      'body',
      'drive',
      'fuel',
      'transmission',
      'state',
      'tag',
      'weekly_price_range',
      'year',
      'certified',
      'created_at_timestamp',
    ];
    expect(facets.filter((n) => !field(n)?.facet)).toEqual([]);
  });

  it('stores display-only fields unindexed and never declares id', () => {
    expect(field('slug')).toBeUndefined();
    expect(field('id')).toBeUndefined();
    expect(SEARCH_FIELDS.find((f) => f.name === 'slug')?.indexed).toBe(false);
  });

  it('stores the card estimate frequency as a display-only string', () => {
    expect(SEARCH_FIELDS.find((f) => f.name === 'estimate_frequency')).toMatchObject({
      type: 'string',
      optional: true,
      indexed: false,
    });
  });

  it.each(['estimate_repayment', 'estimate_rate', 'estimate_comparison_rate'])(
    'stores the card estimate figure %s as a display-only float',
    (name) => {
      expect(field(name)).toBeUndefined();
      expect(SEARCH_FIELDS.find((f) => f.name === name)).toMatchObject({
        type: 'float',
        optional: true,
        indexed: false,
      });
    },
  );

  it('builds a text index for exactly the fields the query searches (DEFAULT_QUERY_BY)', () => {
    const text = SEARCH_FIELDS.filter((f) => 'text' in f && f.text).map((f) => f.name);
    expect([...text].sort()).toEqual(DEFAULT_QUERY_BY.split(',').sort());
  });
});
