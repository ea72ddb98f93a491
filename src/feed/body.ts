/** Body, drivetrain and caravan fields; body and drivetrain values may sit on the car or in its `variant` object. */
import type { Car } from '../domain/car';
import { asRecord, isBlank } from './coerce';
import { readEngineLitres } from './classify';
import type { RowReader } from './fields';

type BodyText = 'bodyconfiguration' | 'simple_body' | 'fuel' | 'simple_fuel' | 'trans' | 'simple_transmission' | 'drive' | 'induction' | 'torque' | 'geartype';
type BodyNumber =
  | 'gearnum' | 'seats' | 'doors' | 'cylinders' | 'fuelconsumptioncombined' | 'fuelcapacity' | 'grossvehiclemass'
  | 'vehiclelength' | 'vehicleheight' | 'vehiclewidth' | 'towingcapacitybraked' | 'ancaprating';
type CaravanNumber = 'body_width' | 'body_length' | 'tare_weight' | 'sleeps' | 'aggregate_trailer_mass';

const BODY_TEXT: readonly BodyText[] = [
  'bodyconfiguration', 'simple_body', 'fuel', 'simple_fuel', 'trans', 'simple_transmission', 'drive', 'induction', 'torque', 'geartype',
];
const BODY_NUMBERS: readonly BodyNumber[] = [
  'gearnum', 'seats', 'doors', 'cylinders', 'fuelconsumptioncombined', 'fuelcapacity', 'grossvehiclemass',
  'vehiclelength', 'vehicleheight', 'vehiclewidth', 'towingcapacitybraked', 'ancaprating',
];
const CARAVAN_NUMBERS: readonly CaravanNumber[] = ['body_width', 'body_length', 'tare_weight', 'sleeps', 'aggregate_trailer_mass'];

/** The body/drivetrain/caravan part of a car. */
export type CarBody = Partial<Pick<Car, BodyText | BodyNumber | CaravanNumber | 'engine_size_litres' | 'axle_type'>>;

/** Reads body and drivetrain fields (car first, then `variant`), engine size in litres, and caravan measures. */
export function readBody(reader: RowReader, row: Record<string, unknown>): CarBody {
  const variant = asRecord(row.variant) ?? {};
  const from = (field: string): [string, unknown] =>
    isBlank(row[field]) && !isBlank(variant[field]) ? [`variant.${field}`, variant[field]] : [field, row[field]];
  const body: CarBody = {};
  for (const field of BODY_TEXT) {
    const text = reader.text(...from(field));
    if (text !== undefined) body[field] = text;
  }
  // Some feeds name the simple body just "body".
  if (body.simple_body === undefined) {
    const alias = reader.text(...from('body'));
    if (alias !== undefined) body.simple_body = alias;
  }
  for (const field of BODY_NUMBERS) {
    const n = reader.number(...from(field));
    if (n !== undefined) body[field] = n;
  }
  const litres = readEngineLitres(reader, [row, variant]);
  if (litres !== undefined) body.engine_size_litres = litres;
  for (const field of CARAVAN_NUMBERS) {
    const n = reader.number(field, row[field]);
    if (n !== undefined) body[field] = n;
  }
  const axle = reader.text('axle_type', row.axle_type);
  if (axle !== undefined) body.axle_type = axle;
  return body;
}
