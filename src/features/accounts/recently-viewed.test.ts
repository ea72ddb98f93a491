import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { addViewed, parseViewed, recordViewed, VIEWED_KEY, VIEWED_LIMIT, viewedRecord } from './recently-viewed';

const rec = (id: string) => viewedRecord(makeCar({ id, slug: `car-${id}`, stocknum: `S${id}`, simple_body: 'Ute' }));

describe('recently viewed', () => {
  it('keeps the spec fields plus name and slug', () => {
    expect(rec('1')).toEqual({
      id: '1',
      stocknum: 'S1',
      make: 'Toyota',
      model: 'Hilux',
      simple_body: 'Ute',
      name: '2021 Toyota Hilux',
      slug: 'car-1',
    });
  });

  it('keeps a photo given as text and drops anything else stored as one', () => {
    expect(viewedRecord(makeCar({ id: '2', slug: 'car-2' }), '/media/2.webp').image).toBe('/media/2.webp');
    expect(
      parseViewed(
        JSON.stringify([
          { ...rec('3'), image: '/m.webp' },
          { ...rec('4'), image: 42 },
        ]),
      ).map((v) => v.image),
    ).toEqual(['/m.webp', undefined]);
    expect(Object.keys(parseViewed(JSON.stringify([{ ...rec('4'), image: 42 }]))[0]!)).not.toContain('image');
  });

  it('puts the latest first, once, and keeps the newest six', () => {
    let list = ['1', '2', '3', '4', '5', '6', '7'].reduce(
      (l, id) => addViewed(l, rec(id)),
      [] as ReturnType<typeof rec>[],
    );
    expect(list.map((v) => v.id)).toEqual(['7', '6', '5', '4', '3', '2']);
    list = addViewed(list, rec('4'));
    expect(list.map((v) => v.id)).toEqual(['4', '7', '6', '5', '3', '2']);
    expect(list).toHaveLength(VIEWED_LIMIT);
  });

  it('reads storage safely and records into it', () => {
    const memory = new Map<string, string>([[VIEWED_KEY, 'garbage']]);
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
    };
    recordViewed(rec('9'), storage);
    expect(parseViewed(memory.get(VIEWED_KEY) ?? null).map((v) => v.id)).toEqual(['9']);
    expect(parseViewed('[{"id":1}]')).toEqual([]);
  });
});
