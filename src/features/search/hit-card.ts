/** A search hit (a search document) as the car fields a vehicle card reads, so hits and stock cars share one card. */
import type { CarStatus, CarType } from '../../domain/car';
import type { SearchDocument, SearchFieldName } from '../../search/fields';
import type { CardCar } from '../../site/card-context';

/**
 * The hit fields a card needs (what the island asks the engine for): the one list of them. Each is a
 * document field (typed), and {@link hitToCardCar} can read only these, so a field read but not asked
 * for is a type error rather than a card that silently lacks it.
 */
export const CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'price',
  'price_type',
  'before_price',
  'preorder',
  'car_type',
  'transmission',
  'km',
  'fuel',
  'image_url',
  'status',
  'tag',
  'reserved',
  'certified',
  'created_at_timestamp',
  'estimate_repayment',
  'estimate_frequency',
  'estimate_rate',
  'estimate_comparison_rate',
] as const satisfies readonly SearchFieldName[];

/** A hit as the island receives it: the card fields, of which id, slug, make and model are always there. */
type CardHit = Partial<Pick<SearchDocument, (typeof CARD_FIELDS)[number]>> &
  Pick<SearchDocument, 'id' | 'slug' | 'make' | 'model'>;

/** The card car of a hit; the document's simplified transmission and fuel stand in for the raw ones. */
export function hitToCardCar(hit: CardHit): CardCar {
  return {
    id: hit.id,
    slug: hit.slug,
    name: hit.name ?? [hit.year, hit.make, hit.model].filter(Boolean).join(' '),
    year: hit.year,
    make: hit.make,
    model: hit.model,
    badge: hit.badge,
    series: hit.series,
    price: hit.price,
    price_type: hit.price_type,
    before_price: hit.before_price,
    preorder: hit.preorder ?? false,
    car_type: (hit.car_type ?? 'used') as CarType,
    simple_transmission: hit.transmission,
    trans: undefined,
    km: hit.km,
    fuel: hit.fuel,
    simple_fuel: hit.fuel,
    primary_image_url: hit.image_url,
    status: (hit.status ?? 'in_stock') as CarStatus,
    tag: hit.tag,
    reserved: hit.reserved ?? false,
    certified: hit.certified ?? false,
    created_at: hit.created_at_timestamp ? new Date(hit.created_at_timestamp * 1000).toISOString() : undefined,
    estimate:
      hit.estimate_repayment === undefined ||
      hit.estimate_rate === undefined ||
      hit.estimate_comparison_rate === undefined
        ? undefined
        : {
            repayment: hit.estimate_repayment,
            frequency: hit.estimate_frequency ?? 'weekly',
            advertisedRate: hit.estimate_rate,
            comparisonRate: hit.estimate_comparison_rate,
          },
  } as CardCar;
}
