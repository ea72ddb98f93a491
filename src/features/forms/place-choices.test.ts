import { describe, expect, it } from 'vitest';
import { placeChoices, startLocation } from './place-choices';

const dealerships = [
  { value: 'toyota-toowoomba', label: 'Toyota Toowoomba' },
  { value: 'hyundai-mg-byd-penrith', label: 'Hyundai MG BYD Penrith' },
  { value: 'mazda-kia-ipswich', label: 'Mazda Kia Ipswich' },
];
const locations = [
  { value: '7111', label: 'Toyota Toowoomba', dealership: 'toyota-toowoomba' },
  { value: '7121', label: 'Mazda Ipswich', dealership: 'mazda-kia-ipswich' },
  { value: '7122', label: 'Kia Ipswich', dealership: 'mazda-kia-ipswich' },
  { value: '7141', label: 'Hyundai Penrith', dealership: 'hyundai-mg-byd-penrith' },
  { value: '7142', label: 'MG BYD Penrith', dealership: 'hyundai-mg-byd-penrith' },
];
const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

describe('placeChoices', () => {
  it('offers every dealership and location until one is chosen', () => {
    const c = placeChoices(dealerships, locations, undefined, '');
    expect(values(c.dealerships)).toEqual(values(dealerships));
    expect(values(c.locations)).toEqual(values(locations));
  });

  it('a chosen dealership offers only its own locations', () => {
    expect(values(placeChoices(dealerships, locations, undefined, 'mazda-kia-ipswich').locations)).toEqual([
      '7121',
      '7122',
    ]);
  });

  it("an offer's form offers only the dealerships that sell its make, and their locations", () => {
    const c = placeChoices(dealerships, locations, ['hyundai-mg-byd-penrith'], '');
    expect(values(c.dealerships)).toEqual(['hyundai-mg-byd-penrith']);
    expect(values(c.locations)).toEqual(['7141', '7142']);
  });

  it('an offer no dealership sells leaves every dealership (nobody is turned away)', () => {
    expect(values(placeChoices(dealerships, locations, ['gone'], '').dealerships)).toEqual(values(dealerships));
  });
});

describe('startLocation', () => {
  const toyota = locations.filter((l) => l.dealership === 'toyota-toowoomba');
  it('takes the lone location of a site or of a chosen dealership', () => {
    expect(startLocation(toyota, toyota, undefined, false)).toBe('7111');
    expect(startLocation(locations, toyota, undefined, false)).toBe('7111');
  });
  it("still asks where when only the car's dealership narrowed the list to one", () => {
    expect(startLocation(locations, toyota, undefined, true)).toBeUndefined();
  });
  it("starts on the car's own location when it is offered", () => {
    expect(startLocation(locations, locations, '7122', false)).toBe('7122');
    expect(startLocation(locations, locations, '9999', false)).toBeUndefined();
  });
});
