/**
 * schema.org `Car` with its `Offer` for a vehicle page (DESIGN § Quality budgets): price in AUD,
 * availability (InStock, PreOrder, SoldOut) and the dealer as an `AutoDealer` seller.
 */
import { isAvailable, type Car } from '../../domain/car';
import { hasShownPrice } from '../../domain/price';

/** What the JSON-LD needs besides the car. */
export interface VehicleLdContext {
  /** Absolute URL of the vehicle page. */
  url: string;
  /** Absolute image URLs, first the main one. */
  images: string[];
  dealerName: string;
  /** Absolute URL of the dealer's home page. */
  dealerUrl: string;
  description?: string;
}

const SCHEMA = 'https://schema.org/';

/** Offer availability: sold (or no usable status) → SoldOut, a pre-order or coming-soon car → PreOrder, else InStock. */
export function offerAvailability(car: Pick<Car, 'status' | 'preorder'>): string {
  if (!isAvailable(car)) return `${SCHEMA}SoldOut`;
  if (car.preorder || car.status === 'coming_soon') return `${SCHEMA}PreOrder`;
  return `${SCHEMA}InStock`;
}

const CONDITION: Record<Car['car_type'], string> = {
  new: `${SCHEMA}NewCondition`,
  demo: `${SCHEMA}UsedCondition`,
  used: `${SCHEMA}UsedCondition`,
};

/** The Car object; the Offer carries a price only when the page shows one (over 10). */
export function vehicleJsonLd(car: Car, ctx: VehicleLdContext): Record<string, unknown> {
  const address = car.location?.address;
  const seller: Record<string, unknown> = {
    '@type': 'AutoDealer',
    name: car.location?.name ? `${ctx.dealerName} ${car.location.name}` : ctx.dealerName,
    url: ctx.dealerUrl,
    ...(car.location?.phone ? { telephone: car.location.phone } : {}),
    ...(address?.city || address?.street
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(address.street ? { streetAddress: address.street } : {}),
            ...(address.city ? { addressLocality: address.city } : {}),
            ...(address.state ? { addressRegion: address.state } : {}),
            ...(address.postcode ? { postalCode: address.postcode } : {}),
            addressCountry: 'AU',
          },
        }
      : {}),
  };
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    url: ctx.url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    itemCondition: CONDITION[car.car_type],
    offers: {
      '@type': 'Offer',
      url: ctx.url,
      priceCurrency: 'AUD',
      ...(hasShownPrice(car) ? { price: car.price } : {}),
      availability: offerAvailability(car),
      seller,
    },
  };
  const optional: Record<string, unknown> = {
    image: ctx.images.length > 0 ? ctx.images : undefined,
    description: ctx.description,
    vehicleModelDate: car.year !== undefined ? String(car.year) : undefined,
    vehicleConfiguration: car.badge,
    sku: car.stocknum,
    vehicleIdentificationNumber: car.vin,
    color: car.colour,
    bodyType: car.simple_body ?? car.bodyconfiguration,
    fuelType: car.fuel ?? car.simple_fuel,
    vehicleTransmission: car.trans ?? car.simple_transmission,
    driveWheelConfiguration: car.drive,
    vehicleSeatingCapacity: car.seats,
    numberOfDoors: car.doors,
    mileageFromOdometer:
      car.km !== undefined ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    vehicleEngine:
      car.engine_size_litres !== undefined
        ? {
            '@type': 'EngineSpecification',
            engineDisplacement: { '@type': 'QuantitativeValue', value: car.engine_size_litres, unitCode: 'LTR' },
          }
        : undefined,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined && value !== '') ld[key] = value;
  return ld;
}
