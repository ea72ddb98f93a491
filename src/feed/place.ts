/** Where the car is: its location object, dealership and the flat names search and cards use. */
import type { CarAddress, CarLocation } from '../domain/car';
import { asRecord, describeFound, isBlank, withoutUndefined } from './coerce';
import type { RowReader } from './fields';

/** The flat place fields of a car, filled from the location and dealership objects when absent. */
export interface CarPlace {
  location?: CarLocation;
  location_id?: string;
  location_name?: string;
  dealership_id?: string;
  dealership_slug?: string;
  dealership_name?: string;
  city?: string;
  state?: string;
  private_suburb?: string;
  private_postcode?: string;
}

/** Reads location, dealership and place names; flat fields win over the nested objects. */
export function readPlace(reader: RowReader, row: Record<string, unknown>): CarPlace {
  const loc = nested(reader, 'location', row.location);
  const dealer = nested(reader, 'dealership', row.dealership);
  const address = readAddress(reader, nested(reader, 'location.address', loc?.address));
  const locId = reader.idText('location.id', loc?.id);
  const locName = reader.text('location.name', loc?.name);
  const place: CarPlace = withoutUndefined({
    location_id: reader.idText('location_id', row.location_id) ?? locId,
    location_name: reader.text('location_name', row.location_name) ?? locName,
    dealership_id: reader.idText('dealership_id', row.dealership_id) ?? reader.idText('dealership.id', dealer?.id),
    dealership_slug: reader.text('dealership_slug', row.dealership_slug) ?? reader.text('dealership.slug', dealer?.slug),
    dealership_name: reader.text('dealership_name', row.dealership_name) ?? reader.text('dealership.name', dealer?.name),
    city: reader.text('city', row.city) ?? address?.city,
    state: reader.text('state', row.state) ?? address?.state,
    private_suburb: reader.text('private_suburb', row.private_suburb),
    private_postcode: reader.idText('private_postcode', row.private_postcode),
  });
  if (!loc) return place;
  const id = locId ?? place.location_id;
  const name = locName ?? place.location_name;
  if (id === undefined || name === undefined) {
    reader.warn('location', 'expected an id and a name (ignored)');
    return place;
  }
  const location: CarLocation = withoutUndefined({
    id,
    name,
    slug: reader.text('location.slug', loc.slug),
    phone: reader.text('location.phone', loc.phone),
    address,
  });
  const distribution = reader
    .list('location.distribution_locations', loc.distribution_locations)
    .map((d, i) => {
      const r = asRecord(d);
      return reader.idText(`location.distribution_locations[${i}]`, r ? (r.name ?? r.id) : d);
    })
    .filter((d): d is string => d !== undefined);
  if (distribution.length > 0) location.distribution_locations = distribution;
  place.location = location;
  return place;
}

function readAddress(reader: RowReader, a: Record<string, unknown> | undefined): CarAddress | undefined {
  if (!a) return undefined;
  const address: CarAddress = withoutUndefined({
    id: reader.idText('location.address.id', a.id),
    street: reader.text('location.address.street', a.street),
    city: reader.text('location.address.city', a.city),
    state: reader.text('location.address.state', a.state),
    postcode: reader.idText('location.address.postcode', a.postcode),
    place_url: reader.url('location.address.place_url', a.place_url),
  });
  return Object.keys(address).length > 0 ? address : undefined;
}

function nested(reader: RowReader, field: string, raw: unknown): Record<string, unknown> | undefined {
  if (isBlank(raw)) return undefined;
  const r = asRecord(raw);
  if (!r) reader.warn(field, `expected an object, found ${describeFound(raw)} (ignored)`);
  return r;
}
