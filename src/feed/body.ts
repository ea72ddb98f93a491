/** Body, drivetrain and caravan fields; body and drivetrain values may sit on the car or in its `variant` object. */
import type { Car } from '../domain/car';
import { asRecord, isBlank, put } from './coerce';
import { readEngineLitres } from './classify';
import type { RowReader } from './fields';
import type { RawBodyFields, RawRow, RawVariantRow } from './raw';

type BodyText =
  | 'bodyconfiguration'
  | 'simple_body'
  | 'fuel'
  | 'simple_fuel'
  | 'trans'
  | 'simple_transmission'
  | 'drive'
  | 'induction'
  | 'torque'
  | 'geartype';
type BodyNumber =
  | 'gearnum'
  | 'seats'
  | 'doors'
  | 'cylinders'
  | 'fuelconsumptioncombined'
  | 'fuelcapacity'
  | 'grossvehiclemass'
  | 'vehiclelength'
  | 'vehicleheight'
  | 'vehiclewidth'
  | 'towingcapacitybraked'
  | 'ancaprating';
type CaravanNumber = 'body_width' | 'body_length' | 'tare_weight' | 'sleeps' | 'aggregate_trailer_mass';

const BODY_TEXT: readonly BodyText[] = [
  'bodyconfiguration',
  'simple_body',
  'fuel',
  'simple_fuel',
  'trans',
  'simple_transmission',
  'drive',
  'induction',
  'torque',
  'geartype',
];
const BODY_NUMBERS: readonly BodyNumber[] = [
  'gearnum',
  'seats',
  'doors',
  'cylinders',
  'fuelconsumptioncombined',
  'fuelcapacity',
  'grossvehiclemass',
  'vehiclelength',
  'vehicleheight',
  'vehiclewidth',
  'towingcapacitybraked',
  'ancaprating',
];
const CARAVAN_NUMBERS: readonly CaravanNumber[] = [
  'body_width',
  'body_length',
  'tare_weight',
  'sleeps',
  'aggregate_trailer_mass',
];
const NO_VARIANT: RawVariantRow = Object.freeze({});

/** The body/drivetrain/caravan part of a car. */
export type CarBody = Partial<Pick<Car, BodyText | BodyNumber | CaravanNumber | 'engine_size_litres' | 'axle_type'>>;

/** Reads body and drivetrain fields (car first, then `variant`), engine size in litres and caravan measures into `car`. */
export function readBody(reader: RowReader, row: RawRow, car: CarBody): void {
  const variant: RawVariantRow = asRecord(row.variant) ?? NO_VARIANT;
  for (const field of BODY_TEXT) {
    put(
      car,
      field,
      fromVariant(row, variant, field)
        ? reader.text(`variant.${field}`, variant[field])
        : reader.text(field, row[field]),
    );
  }
  // Some feeds name the simple body just "body".
  if (car.simple_body === undefined) {
    put(
      car,
      'simple_body',
      fromVariant(row, variant, 'body') ? reader.text('variant.body', variant.body) : reader.text('body', row.body),
    );
  }
  for (const field of BODY_NUMBERS) {
    put(
      car,
      field,
      fromVariant(row, variant, field)
        ? reader.number(`variant.${field}`, variant[field])
        : reader.number(field, row[field]),
    );
  }
  put(car, 'engine_size_litres', readEngineLitres(reader, [row, variant]));
  for (const field of CARAVAN_NUMBERS) put(car, field, reader.number(field, row[field]));
  put(car, 'axle_type', reader.text('axle_type', row.axle_type));
}

// The car's own value wins; the variant fills in only what the car leaves blank.
function fromVariant(row: RawRow, variant: RawVariantRow, field: keyof RawBodyFields): boolean {
  return isBlank(row[field]) && !isBlank(variant[field]);
}
