import { describe, expect, it } from 'vitest';
import { carFrom } from './fixtures/rows';

describe('spec lists drop empty and "null" rows', () => {
  it.each(['featured', 'specifications', 'summary'])('%s', (field) => {
    const rows = [
      { name: 'Fuel', value: 'Petrol', icon: 'fuel' },
      { name: 'Seats', value: 'null' },
      { name: 'Doors', value: '' },
      { name: '', value: '5' },
      { label: 'Engine', value: 2.0, icon: 'https://cdn.test/engine.svg' },
      { name: 'Colour', value: '<span>Red</span>', icon: 'javascript:alert(1)' },
      null,
    ];
    expect(carFrom({ [field]: rows })[field as 'featured']).toEqual([
      { name: 'Fuel', value: 'Petrol', icon: 'fuel' },
      { name: 'Engine', value: '2', icon: 'https://cdn.test/engine.svg' },
      { name: 'Colour', value: 'Red' },
    ]);
  });
});

describe('equipment and feature lists', () => {
  it.each([
    [
      ['Cruise control', 'Reversing camera', 'null', ''],
      ['Cruise control', 'Reversing camera'],
    ],
    [
      [{ name: 'Cruise control' }, { name: 'N/A' }, { name: '<b>Sat nav</b>' }],
      ['Cruise control', 'Sat nav'],
    ],
    ['Cruise control|Reversing camera; Sat nav\nTow bar', ['Cruise control', 'Reversing camera', 'Sat nav', 'Tow bar']],
    [['Sat nav', 'Sat nav'], ['Sat nav']],
    ['null', []],
  ])('standardEquipment %j', (raw, expected) => {
    expect(carFrom({ standardEquipment: raw }).standardEquipment).toEqual(expected);
  });

  it('reads filtered_features and categories the same way', () => {
    const car = carFrom({ filtered_features: ['Bluetooth', { name: 'Apple CarPlay' }], categories: 'SUV|Family' });
    expect(car.filtered_features).toEqual(['Bluetooth', 'Apple CarPlay']);
    expect(car.categories).toEqual(['SUV', 'Family']);
  });
});
