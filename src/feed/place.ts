/** Where the car is: its location object, dealership and the flat names search and cards use. */
import type { Car, CarAddress, CarLocation } from '../domain/car';
import { asRecord, describeFound, isBlank, put } from './coerce';
import type { RowReader } from './fields';
import type { RawRow } from './raw';

/** The place fields of a car. */
export type CarPlace = Partial<
  Pick<
    Car,
    | 'location'
    | 'location_id'
    | 'location_name'
    | 'dealership_id'
    | 'dealership_slug'
    | 'dealership_name'
    | 'city'
    | 'state'
    | 'private_suburb'
    | 'private_postcode'
  >
>;

/** Reads location, dealership and place names into `car`; flat fields win over the nested objects. */
export function readPlace(reader: RowReader, row: RawRow, car: CarPlace): void {
  const loc = nested(reader, 'location', row.location);
  const dealer = nested(reader, 'dealership', row.dealership);
  const address = readAddress(reader, nested(reader, 'location.address', loc?.address));
  const locId = reader.idText('location.id', loc?.id);
  const locName = reader.text('location.name', loc?.name);
  put(car, 'location_id', reader.idText('location_id', row.location_id) ?? locId);
  put(car, 'location_name', reader.text('location_name', row.location_name) ?? locName);
  put(
    car,
    'dealership_id',
    reader.idText('dealership_id', row.dealership_id) ?? reader.idText('dealership.id', dealer?.id),
  );
  put(
    car,
    'dealership_slug',
    reader.text('dealership_slug', row.dealership_slug) ?? reader.text('dealership.slug', dealer?.slug),
  );
  put(
    car,
    'dealership_name',
    reader.text('dealership_name', row.dealership_name) ?? reader.text('dealership.name', dealer?.name),
  );
  put(car, 'city', reader.text('city', row.city) ?? address?.city);
  put(car, 'state', reader.text('state', row.state) ?? address?.state);
  put(car, 'private_suburb', reader.text('private_suburb', row.private_suburb));
  put(car, 'private_postcode', reader.idText('private_postcode', row.private_postcode));
  if (!loc) return;
  const id = locId ?? car.location_id;
  const name = locName ?? car.location_name;
  if (id === undefined || name === undefined) {
    reader.warn('location', 'expected an id and a name (ignored)');
    return;
  }
  const location: CarLocation = { id, name };
  put(location, 'slug', reader.text('location.slug', loc.slug));
  put(location, 'phone', reader.text('location.phone', loc.phone));
  put(location, 'address', address);
  const distribution = reader
    .list('location.distribution_locations', loc.distribution_locations)
    .map((d, i) => {
      const r = asRecord(d);
      return reader.idText(`location.distribution_locations[${i}]`, r ? (r.name ?? r.id) : d);
    })
    .filter((d): d is string => d !== undefined);
  if (distribution.length > 0) location.distribution_locations = distribution;
  car.location = location;
}

function readAddress(reader: RowReader, a: Record<string, unknown> | undefined): CarAddress | undefined {
  if (!a) return undefined;
  const address: CarAddress = {};
  put(address, 'id', reader.idText('location.address.id', a.id));
  put(address, 'street', reader.text('location.address.street', a.street));
  put(address, 'city', reader.text('location.address.city', a.city));
  put(address, 'state', reader.text('location.address.state', a.state));
  put(address, 'postcode', reader.idText('location.address.postcode', a.postcode));
  put(address, 'place_url', reader.url('location.address.place_url', a.place_url));
  return Object.keys(address).length > 0 ? address : undefined;
}

function nested(reader: RowReader, field: string, raw: unknown): Record<string, unknown> | undefined {
  if (isBlank(raw)) return undefined;
  const r = asRecord(raw);
  if (!r) reader.warn(field, `expected an object, found ${describeFound(raw)} (ignored)`);
  return r;
}
