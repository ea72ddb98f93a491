import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carFromQuery, formCarPath } from './query-context';

const car = {
  fixed: { car_id: '1001', car_type: 'new' },
  car: { id: '1001', slug: 'a-1001', make: 'Toyota', model: 'HiLux', title: '2026 Toyota HiLux', href: '/cars/a-1001' },
  detail: 'Stock #A1',
};

describe('the car named by ?car_id=', () => {
  beforeEach(() => {
    // The page's embedded list: ids only.
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector.includes('data-form-cars') ? { textContent: '["1001","1002"]' } : null,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched from /form-cars/{id}.json when the page lists it', async () => {
    const urls: string[] = [];
    const target = await carFromQuery(new URLSearchParams('car_id=1001'), async (url) => (urls.push(url), car));
    expect(urls).toEqual(['/form-cars/1001.json']);
    expect(target).toEqual({
      is: 'car',
      fixed: car.fixed,
      car: car.car,
      about: '2026 Toyota HiLux',
      detail: 'Stock #A1',
    });
  });

  it('is not looked up when the page does not list it (sold, or not offered on this form)', async () => {
    const fetchJson = vi.fn();
    expect(await carFromQuery(new URLSearchParams('car_id=9999'), fetchJson)).toBeUndefined();
    expect(await carFromQuery(new URLSearchParams(''), fetchJson)).toBeUndefined();
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('is still sent by its id when its details cannot be fetched (offline)', async () => {
    const target = await carFromQuery(new URLSearchParams('car_id=1002'), async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(target).toEqual({ is: 'car', fixed: { car_id: '1002' }, about: '' });
  });

  it('escapes the id in the path', () => {
    expect(formCarPath('a/b c')).toBe('/form-cars/a%2Fb%20c.json');
  });
});
