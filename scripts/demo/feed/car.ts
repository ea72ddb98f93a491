/**
 * One demo listing in the raw feed shape (spec 01 §3.1 field names): identity, classification,
 * drivetrain, price, media, place, finance and spec lists, all drawn from a seeded generator.
 */
import type { CarType } from '../../../src/domain/car';
import type { RawCar } from '../../../src/feed/raw';
import { hasEngine } from '../data/define';
import type { ModelSpec, Variant } from '../data/types';
import { createRng, type Rng } from '../prng';
import type { MediaPlan } from '../media/jobs';
import { FILTER_FEATURES, dealerComments, htmlComments, interiorColour, standardEquipment } from './copy';
import { nvic, regPlate, slugify, stockNumber, vin } from './ids';
import { lenderRecord } from './lenders';
import type { DemoProfile, FeedPlace } from './profile';
import { panoramaFor, photoPool, spinPool } from './pools';
import { featuredRows, specificationRows, summaryRows, type SpecSource } from './spec-rows';
import { type Life, lifeOf } from './life';

const DAY = 86_400_000;

/** Rounds a price the way dealers advertise it (…,990). */
function dealerPrice(value: number): number {
  return Math.max(990, Math.round(value / 1000) * 1000 - 10);
}

function fuelText(kind: string, prestige: boolean): string {
  if (kind === 'Petrol') return prestige ? 'Premium Unleaded Petrol' : 'Unleaded Petrol';
  return kind;
}

function usedPrice(newPrice: number, age: number, km: number): number {
  return dealerPrice(newPrice * 0.86 ** age * Math.max(0.55, 1 - km / 600_000));
}

function categories(spec: ModelSpec, fuel: string): string[] {
  const out: string[] = [];
  if (spec.simpleBody === 'Ute' || spec.simpleBody === 'Cab Chassis') out.push('Work', '4x4');
  if (spec.simpleBody === 'SUV' || spec.simpleBody === 'People Mover') out.push('Family');
  if (fuel === 'Electric' || fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') out.push('Low Emissions');
  if (spec.kind === 'caravan') out.push('Touring');
  if (spec.kind === 'motorcycle') out.push('Motorcycles');
  return out;
}

/** Everything the listing builder needs besides the profile. */
export interface CarContext {
  profile: DemoProfile;
  plan: MediaPlan;
  now: Date;
  index: number;
  place: FeedPlace;
  carType: CarType;
  spec: ModelSpec;
}

/** Builds listing number `index` of a profile. */
export function buildCar(ctx: CarContext): RawCar {
  const { profile, plan, now, index, place, carType, spec } = ctx;
  const rng: Rng = createRng(`${profile.seed}:car:${index}`);
  const id = profile.idBase + index;
  const variant: Variant = rng.pick(spec.variants);
  const nowYear = now.getUTCFullYear();
  const isUsed = carType === 'used';
  const age =
    carType === 'new'
      ? 0
      : carType === 'demo'
        ? rng.int(0, 1)
        : Math.min(
            nowYear - spec.since,
            rng.weighted([
              [1, 3],
              [2, 4],
              [3, 4],
              [4, 3],
              [5, 3],
              [6, 2],
              [8, 2],
              [10, 1],
            ]),
          );
  const year = Math.max(spec.since, nowYear - Math.max(0, age));
  const realAge = nowYear - year;
  const caravan = spec.kind === 'caravan';
  const km = caravan
    ? undefined
    : carType === 'new'
      ? rng.int(3, 25)
      : carType === 'demo'
        ? rng.int(800, 9500)
        : Math.round((realAge + 0.5) * rng.int(8000, 19000) * (spec.kind === 'motorcycle' ? 0.35 : 1));
  const life: Life = lifeOf(rng, carType, index, now);
  const fuel = variant.fuel ?? spec.fuel;
  const engine = variant.engine ?? spec.engine;
  const trans = variant.trans ?? spec.trans;
  // Drawn colours: the model's first (usually white), its most distinctive (listed last), then the rest.
  const colours = [...new Set([spec.colours[0]!, spec.colours.at(-1)!, ...spec.colours.slice(1)])].slice(
    0,
    profile.coloursPerModel,
  );
  const colour = rng.pick(colours);
  const trim = interiorColour(createRng(`${spec.make}-${spec.model}`), spec, variant.price);
  const prestige = variant.price > 80000;

  let price =
    carType === 'new'
      ? variant.price
      : carType === 'demo'
        ? dealerPrice(variant.price * 0.92)
        : usedPrice(variant.price, realAge, km ?? 0);
  let beforePrice: number | undefined;
  let tag: string | undefined;
  if (carType === 'new' && rng.chance(0.1) && life.status === 'in_stock') {
    beforePrice = price + rng.int(2, 6) * 1000;
    tag = 'Runout Sale';
  } else if (isUsed && rng.chance(0.08)) {
    beforePrice = price + rng.int(1, 3) * 1000;
    tag = 'Price Drop';
  } else if (isUsed && km !== undefined && km < 20000) tag = 'Low Kms';
  if (carType === 'demo' && index % 23 === 5) tag = 'Test Drive Only';
  let preorder = false;
  if (life.status === 'coming_soon' && carType === 'new' && rng.chance(0.4)) {
    preorder = true;
    price = 0;
  } else if (isUsed && life.status === 'in_stock' && index % 53 === 17) price = 0;

  const stocknum = stockNumber(profile.stockPrefix, carType, 10000 + index * 7);
  const carVin = vin(rng, spec.make, year);
  // Built in the model year (up to this month when that is the current year), complied a month later.
  const buildMonth = rng.int(1, year === nowYear ? Math.max(1, now.getUTCMonth()) : 11);
  const build_date = `${year}-${String(buildMonth).padStart(2, '0')}`;
  const compliance_date = `${year}-${String(buildMonth + 1).padStart(2, '0')}`;
  const regplate = carType === 'new' || caravan ? undefined : regPlate(rng, place.state);
  const rego_expiry = regplate
    ? new Date(now.getTime() + rng.int(30, 330) * DAY).toISOString().slice(0, 10)
    : undefined;
  const badge = variant.badge;
  const title = `${year} ${spec.make} ${spec.model}`;
  const equipment = standardEquipment(spec, variant.price);
  const values = {
    title,
    badge,
    colour,
    place: place.city,
    km: `${(km ?? 0).toLocaleString('en-AU')} km`,
    feature1: equipment[5] ?? 'Bluetooth',
    feature2: equipment[6] ?? 'cruise control',
    feature3: equipment[9] ?? 'alloy wheels',
  };
  const comments =
    index % 97 === 5
      ? htmlComments(values)
      : index % 89 === 7
        ? ''
        : dealerComments(rng, carType, values, profile.longComments === true && index % 9 === 4);

  const scene = profile.scene(carType);
  const photoCount =
    life.status === 'coming_soon'
      ? rng.int(0, 2)
      : isUsed && rng.chance(0.15)
        ? rng.int(2, 3)
        : isUsed
          ? rng.int(4, profile.photosPerPool)
          : profile.photosPerPool;
  const images =
    photoCount > 0
      ? photoPool(plan, spec, colour, trim, scene, profile.accent, profile.photosPerPool).slice(0, photoCount)
      : [];
  // Spin photography exists for the two most common colours of each model, as at a real dealer.
  const spin =
    profile.spinFrames > 0 && !isUsed && life.status === 'in_stock' && colours.indexOf(colour) < 2
      ? spinPool(plan, spec, colour, scene, profile.accent, profile.spinFrames)
      : [];
  const panorama =
    spec.kind === 'car' && life.status !== 'sold' && rng.chance(profile.panoramaShare)
      ? panoramaFor(plan, spec, colour, trim)
      : undefined;

  const source: SpecSource = {
    km,
    compliance_date,
    build_date,
    engine_size_litres: hasEngine(fuel) && engine > 0 ? Math.round(engine * 10) / 10 : undefined,
    cylinders: variant.cylinders ?? spec.cylinders,
    fuel: caravan ? undefined : fuelText(fuel, prestige),
    trans: trans || undefined,
    induction: spec.induction,
    seats: spec.seats || undefined,
    regplate,
    rego_expiry,
    stocknum,
    vin: carVin,
    colour,
    bodyconfiguration: spec.bodyconfiguration,
    doors: spec.doors || undefined,
    drive: variant.drive ?? (spec.drive || undefined),
    fuelconsumptioncombined: fuel === 'Electric' ? undefined : spec.consumption,
    fuelcapacity: spec.tank || undefined,
    towingcapacitybraked: spec.towing || undefined,
    torque: spec.torque,
    grossvehiclemass: spec.gvm,
    vehiclelength: spec.length,
    vehiclewidth: spec.width,
    vehicleheight: spec.height,
    ancaprating: spec.ancap,
    tare_weight: spec.caravan?.tare,
    aggregate_trailer_mass: spec.caravan?.atm,
    sleeps: spec.caravan?.sleeps,
    axle_type: spec.caravan?.axle,
  };
  const available = life.status !== 'sold';
  const lender =
    profile.financeProvider && price > 500 && available && rng.chance(0.75)
      ? { [profile.financeProvider]: lenderRecord(rng, price, profile.financeProviderName ?? profile.financeProvider) }
      : undefined;

  const car: RawCar & Record<string, unknown> = {
    id,
    slug: slugify(`${year}-${spec.make}-${spec.model}-${badge}-${id}`),
    name: `${title} ${badge}`,
    year,
    make: spec.make,
    model: spec.model,
    badge,
    series: variant.series ?? spec.variants[0]?.series,
    colour,
    interior_colour: caravan || spec.kind === 'motorcycle' ? undefined : trim,
    stocknum,
    vin: carVin,
    nvic: spec.kind === 'car' ? nvic(rng) : undefined,
    regplate,
    rego_expiry,
    build_date,
    compliance_date,
    carsales_title: `${title} ${badge}${variant.series ? ` ${variant.series}` : ''}`,
    dealercomments: comments,
    tag,
    created_at: life.createdAt,
    updated_at: life.updatedAt,
    sold_at: life.soldAt,
    views: rng.int(12, 2400),
    photos_count: images.length,
    status: life.status,
    car_type: carType,
    item_type: spec.kind === 'car' ? undefined : spec.kind,
    certified:
      profile.certifiedAll === true ||
      (isUsed && spec.make === profile.certifiedMake && realAge <= 5 && (km ?? 0) < 140000 && rng.chance(0.6)),
    reserved: life.reserved,
    preorder,
    show_on_dealer_website: index % 71 !== 13,
    custom_rank: rng.chance(0.05) ? rng.int(10, 50) : 0,
    bodyconfiguration: spec.bodyconfiguration,
    simple_body: spec.simpleBody,
    fuel: source.fuel,
    simple_fuel: caravan ? undefined : fuel,
    trans: source.trans,
    simple_transmission: caravan ? undefined : /manual/i.test(trans) ? 'Manual' : 'Automatic',
    geartype: caravan ? undefined : /manual/i.test(trans) ? 'Manual' : 'Automatic',
    gearnum: variant.gears ?? spec.gears,
    drive: source.drive,
    seats: source.seats,
    doors: source.doors,
    engine_size: source.engine_size_litres ? Math.round(engine * 1000) : undefined,
    engine_size_litres: source.engine_size_litres,
    cylinders: fuel === 'Electric' ? undefined : source.cylinders,
    induction: fuel === 'Electric' ? undefined : spec.induction,
    fuelconsumptioncombined: source.fuelconsumptioncombined,
    fuelcapacity: source.fuelcapacity,
    grossvehiclemass: spec.gvm,
    vehiclelength: spec.length,
    vehicleheight: spec.height,
    vehiclewidth: spec.width,
    towingcapacitybraked: source.towingcapacitybraked,
    torque: spec.torque,
    ancaprating: spec.ancap,
    body_width: spec.caravan?.bodyWidth,
    body_length: spec.caravan?.bodyLength,
    tare_weight: spec.caravan?.tare,
    axle_type: spec.caravan?.axle,
    sleeps: spec.caravan?.sleeps,
    aggregate_trailer_mass: spec.caravan?.atm,
    km,
    price,
    before_price: beforePrice,
    price_type: carType === 'used' && rng.chance(0.25) ? 'Excl. Government Charges' : 'Drive Away',
    images,
    primary_image_url: images[0]?.image.url,
    walkaround_videos: [],
    videos: [],
    spin_images: spin,
    spin_code: spin.length > 0 ? stocknum : undefined,
    spin_interior_image: panorama,
    hotspots: spin.length > 0 ? hotspots(profile.spinFrames, panorama !== undefined, equipment) : undefined,
    file: isUsed && available && rng.chance(0.3) ? `/media/reports/${stocknum.toLowerCase()}.pdf` : undefined,
    standardEquipment: equipment,
    dealership_id: place.dealership.id,
    dealership_slug: place.dealership.slug,
    dealership_name: place.dealership.name,
    location_id: place.id,
    location: {
      id: place.id,
      name: place.name,
      slug: place.slug,
      phone: place.phone,
      address: {
        id: `${place.id}-address`,
        street: place.street,
        city: place.city,
        state: place.state,
        postcode: place.postcode,
        place_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.street}, ${place.city} ${place.state} ${place.postcode}`)}`,
      },
    },
    city: place.city,
    state: place.state,
    location_name: place.name,
    youxQuote:
      price > 0 && available && rng.chance(0.15)
        ? { weeklyRepaymentAmount: Math.round(price / 520 + 40), advertisedRate: 8.99, comparisonRate: 9.49 }
        : undefined,
    finance_lenders: lender,
    autograb_data:
      isUsed && price > 0
        ? {
            average_market_price: Math.round((price * (0.96 + rng.next() * 0.12)) / 100) * 100,
            state_average_market_price: Math.round((price * (0.95 + rng.next() * 0.12)) / 100) * 100,
          }
        : undefined,
    payment_processors:
      profile.spinFrames > 0 && available && rng.chance(0.3)
        ? [{ name: 'Stripe', deposit: price > 100000 ? 1000 : 500 }]
        : undefined,
    featured: featuredRows(source),
    specifications: specificationRows(source),
    summary: summaryRows(source),
    filtered_features: equipment.filter((e) => FILTER_FEATURES.includes(e)),
    categories: categories(spec, fuel),
  };
  if (car.file)
    plan.set(String(car.file).slice(1), {
      kind: 'pdf',
      title: `Vehicle history report: ${title} ${badge}`,
      lines: [
        `Stock number ${stocknum}`,
        `VIN ${carVin}`,
        `Odometer ${values.km}`,
        'No written-off, stolen or encumbrance records found.',
        'Service history sighted by our workshop.',
      ],
    });
  return strip(car);
}

function hotspots(frames: number, interior: boolean, equipment: string[]): NonNullable<RawCar['hotspots']> {
  const q = frames / 4;
  const list: NonNullable<RawCar['hotspots']> = [
    {
      type: 'exterior',
      frame: 0,
      x: 0.7,
      y: 0.62,
      title: equipment.includes('LED Headlights') ? 'LED headlights' : 'Headlights',
      description: 'Automatic on and off with the light sensor.',
    },
    {
      type: 'exterior',
      frame: q,
      x: 0.3,
      y: 0.72,
      title: 'Alloy wheels',
      description: 'Machined alloy wheels with a full-size spare.',
    },
    {
      type: 'exterior',
      frame: q * 2,
      x: 0.5,
      y: 0.5,
      title: equipment.includes('Power Tailgate') ? 'Power tailgate' : 'Rear camera',
      description: 'Opens wide for easy loading.',
    },
  ];
  if (interior)
    list.push(
      { type: 'interior', x: 0.5, y: 0.64, title: 'Touchscreen', description: 'Apple CarPlay and Android Auto.' },
      { type: 'interior', x: 0.1, y: 0.78, title: 'Rear seats', description: '60/40 split-fold rear seats.' },
    );
  return list;
}

/** Drops undefined fields so the JSON stays compact and stable. */
function strip<T extends Record<string, unknown>>(car: T): T {
  for (const key of Object.keys(car)) if (car[key] === undefined) delete car[key];
  return car;
}
