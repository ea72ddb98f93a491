/** A complete, valid domain car for tests; override only the fields a case is about. */
import type { Car } from './car';

/** Builds a test car: an in-stock used Toyota with a price and no media unless overridden. */
export function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    id: '1',
    slug: '2021-toyota-hilux-1',
    name: '2021 Toyota Hilux',
    year: 2021,
    make: 'Toyota',
    model: 'Hilux',
    photos_count: 0,
    status: 'in_stock',
    car_type: 'used',
    certified: false,
    reserved: false,
    preorder: false,
    show_on_dealer_website: true,
    custom_rank: 0,
    price: 45990,
    images: [],
    videos: [],
    spin_images: [],
    hotspots: [],
    standardEquipment: [],
    finance_lenders: {},
    payment_processors: [],
    featured: [],
    specifications: [],
    summary: [],
    filtered_features: [],
    categories: [],
    ...overrides,
  };
}
