/**
 * Listing copy: dealer comments (paragraphs joined by "|"), standard equipment by kind and
 * price tier, and the features the search filter offers.
 */
import type { CarType } from '../../../src/domain/car';
import type { ModelSpec } from '../data/types';
import type { Rng } from '../prng';

const OPENERS: Record<CarType, string[]> = {
  new: [
    'Brand new {title} {badge} in {colour}, ready for delivery from our {place} showroom.',
    'Be the first owner of this {title} {badge}, finished in {colour} and available now.',
    'Factory fresh {title} {badge} in {colour} with the full new vehicle warranty.',
  ],
  demo: [
    'Save thousands on this ex-demonstrator {title} {badge}, driven only {km} by our sales team.',
    'Near-new {title} {badge} demo in {colour} with balance of the factory warranty.',
  ],
  used: [
    'This {title} {badge} in {colour} has been well looked after and comes with a full service history.',
    'One owner {title} {badge} with {km} on the clock, traded in at our {place} yard.',
    'Tidy {title} {badge} in {colour}, inspected by our workshop and ready to drive away.',
  ],
};

const MIDDLES = [
  'Highlights include {feature1}, {feature2} and {feature3}.',
  'You will appreciate the {feature1} on the daily drive, and the {feature2} makes parking easy.',
  'It comes equipped with {feature1}, {feature2}, {feature3} and more.',
];

const CLOSERS = [
  'Finance is available and trade-ins are welcome. Call our team today to book a test drive.',
  'Ask us about extended warranty and roadside assist options. We can arrange delivery Australia wide.',
  'Inspections are welcome seven days a week by appointment. Contact us to secure this one before it is gone.',
];

// A paragraph some dealers add (so some listings run past the 400-character cut and show "Show more").
const DETAILS = [
  'Before it went on sale our workshop checked the brakes, tyres, suspension and every light, and replaced anything that was not up to our standard. The logbook is in the glovebox and both keys are with the car.',
  'We can have it registered, detailed and ready to collect within two business days, or deliver it to your door. Trade-ins are valued on the spot, and our finance team can give you a figure on the same visit.',
];

/** Fills {name} placeholders. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/** Dealer comments: three paragraphs joined by "|", or five when `long` (well past the 400-character cut). */
export function dealerComments(rng: Rng, carType: CarType, values: Record<string, string>, long = false): string {
  return [rng.pick(OPENERS[carType]), rng.pick(MIDDLES), ...(long ? DETAILS : []), rng.pick(CLOSERS)]
    .map((t) => fill(t, values))
    .join('|');
}

/** A comment written in HTML by a dealer system (the feed strips it to text). */
export function htmlComments(values: Record<string, string>): string {
  return fill(
    '<p><strong>{title} {badge}</strong> &ndash; priced to sell!</p><ul><li>{feature1}</li><li>{feature2}</li></ul><script>alert("x")</script><p>Call <a href="tel:0740000000">our team</a> today.</p>',
    values,
  );
}

const BASE_CAR = [
  'Air Conditioning',
  'Power Steering',
  'Power Windows',
  'Central Locking',
  'Bluetooth Connectivity',
  'Reversing Camera',
  'Cruise Control',
  'Autonomous Emergency Braking',
  'Lane Keep Assist',
  'Apple CarPlay',
  'Android Auto',
  'Alloy Wheels',
];
const MID_CAR = [
  'Dual Zone Climate Control',
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  'Rear Cross Traffic Alert',
  'Keyless Entry',
  'Push Button Start',
  'Satellite Navigation',
  'LED Headlights',
  'Rear Parking Sensors',
];
const HIGH_CAR = [
  'Leather Seats',
  'Heated Front Seats',
  'Power Tailgate',
  'Sunroof',
  '360 Degree Camera',
  'Head-Up Display',
  'Wireless Phone Charger',
  'Premium Sound System',
  'Ventilated Front Seats',
];
const UTE = ['Tow Bar', 'Tub Liner', 'Side Steps', 'Downhill Assist Control', 'Rear Differential Lock'];
const BIKE = ['ABS', 'LED Lighting', 'TFT Display', 'Traction Control', 'Slipper Clutch', 'Ride Modes', 'USB Charging'];
const TRUCK = [
  'Air Conditioning',
  'Bluetooth Connectivity',
  'Reversing Camera',
  'Exhaust Brake',
  'Driver Airbag',
  'Cruise Control',
  'Electronic Stability Control',
  'Tilt Cab',
];
const CARAVAN = [
  'Queen Bed',
  'Ensuite with Shower and Toilet',
  'Solar Panels',
  'Lithium Battery',
  'Gas and Electric Hot Water',
  'Air Conditioner',
  'Front Boot',
  'Outdoor Shower',
  'Slide Out Kitchen',
  'Fridge 190L',
  'Awning',
  'Smart TV',
];

/** Features the search "features" filter lists (a subset of standard equipment). */
export const FILTER_FEATURES = [
  'Apple CarPlay',
  'Reversing Camera',
  'Sunroof',
  'Leather Seats',
  'Tow Bar',
  'Adaptive Cruise Control',
  'Heated Front Seats',
  '360 Degree Camera',
  'Satellite Navigation',
  'Solar Panels',
  'ABS',
];

/** Standard equipment for a model at a price, in a stable order. */
export function standardEquipment(spec: ModelSpec, price: number): string[] {
  if (spec.kind === 'motorcycle') return price > 12000 ? BIKE : BIKE.slice(0, 4);
  if (spec.kind === 'truck') return TRUCK;
  if (spec.kind === 'caravan') return price > 90000 ? CARAVAN : CARAVAN.slice(0, 8);
  const list = [...BASE_CAR];
  if (price > 40000) list.push(...MID_CAR);
  if (price > 65000) list.push(...HIGH_CAR);
  if (spec.simpleBody === 'Ute' || spec.simpleBody === 'Cab Chassis') list.push(...UTE);
  return list;
}

/** Interior trims by price. */
export function interiorColour(rng: Rng, spec: ModelSpec, price: number): string {
  if (spec.kind === 'caravan') return rng.pick(['Cream Leatherette', 'Grey Fabric', 'Tan Leatherette']);
  if (spec.kind === 'motorcycle') return 'Black';
  if (price > 90000) return rng.pick(['Black Leather', 'Tan Leather', 'Red Leather', 'Grey Leather']);
  if (price > 55000) return rng.pick(['Black Leather', 'Grey Leather', 'Black Cloth']);
  return rng.pick(['Black Cloth', 'Grey Cloth']);
}
