import { describe, expect, it } from 'vitest';
import { VIEWED_KEY } from './recently-viewed';
import { VIEWED_STRIP_SCRIPT, viewedStripData } from './viewed-strip';

/** Just enough DOM for the inline script: the strip, its list, and the template's item. */
function runStrip(stored: unknown, data = viewedStripData({ vehicleBase: '/cars/', excludeId: 'x' })) {
  const items: { href: string; name: string; image?: string }[] = [];
  const makeItem = () => {
    const item = { href: '', name: '', image: undefined as string | undefined, hasImage: true };
    const img = {
      set src(v: string) {
        item.image = v;
      },
      remove: () => {
        item.hasImage = false;
      },
    };
    return {
      item,
      querySelector: (sel: string) =>
        sel === 'img'
          ? img
          : sel === 'a'
            ? {
                set href(v: string) {
                  item.href = v;
                },
              }
            : {
                set textContent(v: string) {
                  item.name = v;
                },
              },
    };
  };
  const strip = {
    hidden: true,
    dataset: Object.fromEntries(Object.entries(data).map(([k, v]) => [k.replace(/^data-/, ''), v])),
    querySelector: (sel: string) =>
      sel === 'ol'
        ? {
            appendChild: (el: ReturnType<typeof makeItem>) =>
              items.push({
                href: el.item.href,
                name: el.item.name,
                ...(el.item.hasImage && el.item.image ? { image: el.item.image } : {}),
              }),
          }
        : { content: { firstElementChild: { cloneNode: makeItem } } },
  };
  const document = { currentScript: { previousElementSibling: strip } };
  const localStorage = {
    getItem: (key: string) =>
      key === VIEWED_KEY ? (typeof stored === 'string' ? stored : JSON.stringify(stored)) : null,
  };
  new Function('document', 'localStorage', VIEWED_STRIP_SCRIPT)(document, localStorage);
  return { items, hidden: strip.hidden };
}

const car = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  make: 'Toyota',
  model: 'HiLux',
  name: `Car ${id}`,
  slug: `car-${id}`,
  ...extra,
});

describe('the Recently viewed strip script', () => {
  it('lists the stored cars newest first, linked, with their photos, and shows the strip', () => {
    const { items, hidden } = runStrip([
      car('1', { image: '/media/1.webp' }),
      car('2', { image: 'https://cdn.example/2.jpg' }),
    ]);
    expect(items).toEqual([
      { href: '/cars/car-1', name: 'Car 1', image: '/media/1.webp' },
      { href: '/cars/car-2', name: 'Car 2', image: 'https://cdn.example/2.jpg' },
    ]);
    expect(hidden).toBe(false);
  });

  it('leaves out the car on screen, broken records and photos from elsewhere; keeps at most 6', () => {
    const stored = [
      car('x'),
      { id: 'bad' },
      null,
      car('3', { image: 'javascript:alert(1)' }),
      car('4', { image: '//evil.example/x.jpg' }),
      ...['5', '6', '7', '8', '9', '10'].map((id) => car(id)),
    ];
    const { items } = runStrip(stored);
    expect(items.map((i) => i.name)).toEqual(['Car 3', 'Car 4', 'Car 5', 'Car 6', 'Car 7', 'Car 8']);
    expect(items.slice(0, 2).every((i) => i.image === undefined)).toBe(true);
  });

  it('stays hidden with nothing stored, unreadable storage or a slug that needs encoding', () => {
    expect(runStrip([]).hidden).toBe(true);
    expect(runStrip('not json').hidden).toBe(true);
    expect(runStrip({ not: 'a list' }).hidden).toBe(true);
    expect(runStrip([car('a b/c')]).items[0]?.href).toBe('/cars/car-a%20b%2Fc');
  });
});
