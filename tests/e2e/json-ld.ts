/**
 * A small JSON-LD checker for the browser tests: every block must parse, and the types we publish
 * carry what schema.org and Google's rich results need of them (vehicle with Offer, AutoDealer with
 * opening hours, BreadcrumbList, ItemList). It returns problems as sentences, not a pass/fail, so a
 * sweep can list them all.
 */
import { isValidVin } from '../../scripts/demo/feed/ids';

type Node = Record<string, unknown>;

/** The schema.org types a vehicle page may publish its car as. */
export const VEHICLE_LD = ['Car', 'Vehicle', 'Motorcycle', 'MotorizedBicycle', 'BusOrCoach'] as const;
const VEHICLE_TYPES = new Set<string>(VEHICLE_LD);
const DEALER_TYPES = new Set(['AutoDealer', 'AutoRepair', 'AutomotiveBusiness', 'LocalBusiness']);
const AVAILABILITY =
  /^https:\/\/schema\.org\/(InStock|PreOrder|SoldOut|OutOfStock|BackOrder|LimitedAvailability|OnlineOnly|InStoreOnly|PreSale|Discontinued|Reserved)$/;
const DAYS = /^(https?:\/\/schema\.org\/)?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|PublicHolidays)$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const types = (n: Node): string[] =>
  Array.isArray(n['@type']) ? (n['@type'] as string[]) : [String(n['@type'] ?? '')];
const absolute = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]+/.test(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function vehicleProblems(n: Node, at: string): string[] {
  const out: string[] = [];
  if (!text(n.name)) out.push(`${at}: no name`);
  if (n.url !== undefined && !absolute(n.url)) out.push(`${at}: url is not absolute`);
  const brand = isObject(n.brand) ? n.brand.name : n.brand;
  if (!text(brand) && !text(isObject(n.manufacturer) ? n.manufacturer.name : n.manufacturer))
    out.push(`${at}: no brand.name`);
  if (!text(n.model) && !isObject(n.model)) out.push(`${at}: no model`);
  // schema.org does not require an image, and a car listed before its photos are taken has none.
  if (!list(n.image).every(absolute)) out.push(`${at}: image URLs must be absolute`);
  if (n.vehicleIdentificationNumber !== undefined && !isValidVin(String(n.vehicleIdentificationNumber)))
    out.push(`${at}: vehicleIdentificationNumber ${String(n.vehicleIdentificationNumber)} is not a valid VIN`);
  const offers = list(n.offers);
  if (offers.length === 0) out.push(`${at}: no offers`);
  offers.forEach((o, i) => {
    const where = `${at}.offers[${i}]`;
    if (!isObject(o) || !types(o).some((t) => t === 'Offer' || t === 'AggregateOffer'))
      return void out.push(`${where}: not an Offer`);
    if (!text(o.priceCurrency) || !/^[A-Z]{3}$/.test(String(o.priceCurrency)))
      out.push(`${where}: priceCurrency must be an ISO 4217 code`);
    if (!AVAILABILITY.test(String(o.availability ?? '')))
      out.push(`${where}: availability must be a schema.org ItemAvailability URL`);
    if (o.price !== undefined && !(Number.isFinite(Number(o.price)) && Number(o.price) >= 0))
      out.push(`${where}: price ${String(o.price)} is not a number`);
    if (o.price === undefined && /InStock$/.test(String(o.availability)))
      out.push(`${where}: an in-stock Offer needs a price`);
    if (o.url !== undefined && !absolute(o.url)) out.push(`${where}: url is not absolute`);
  });
  return out;
}

function dealerProblems(n: Node, at: string): string[] {
  const out: string[] = [];
  if (!text(n.name)) out.push(`${at}: no name`);
  const address = n.address;
  if (!isObject(address) || address['@type'] !== 'PostalAddress') out.push(`${at}: no PostalAddress`);
  else if (!text(address.addressCountry)) out.push(`${at}: address has no addressCountry`);
  if (n.url !== undefined && !absolute(n.url)) out.push(`${at}: url is not absolute`);
  const hours = n.openingHoursSpecification;
  // The seller inside a vehicle's Offer is a reference, not the dealer's own listing.
  if (at.includes('.seller')) return out;
  if (list(hours).length === 0 && !text(n.openingHours) && list(n.openingHours).length === 0)
    out.push(`${at}: no openingHoursSpecification`);
  list(hours).forEach((h, i) => {
    const where = `${at}.openingHoursSpecification[${i}]`;
    if (!isObject(h) || h['@type'] !== 'OpeningHoursSpecification')
      return void out.push(`${where}: not an OpeningHoursSpecification`);
    if (list(h.dayOfWeek).length === 0 || !list(h.dayOfWeek).every((d) => DAYS.test(String(d))))
      out.push(`${where}: dayOfWeek missing or not a schema.org day`);
    if (!TIME.test(String(h.opens ?? '')) || !TIME.test(String(h.closes ?? '')))
      out.push(`${where}: opens/closes must be hh:mm`);
  });
  return out;
}

function listProblems(n: Node, at: string, breadcrumb: boolean): string[] {
  const out: string[] = [];
  const items = list(n.itemListElement);
  if (items.length === 0) out.push(`${at}: itemListElement is empty`);
  items.forEach((item, i) => {
    const where = `${at}.itemListElement[${i}]`;
    if (!isObject(item)) return void out.push(`${where}: not an object`);
    if (Number(item.position) !== i + 1) out.push(`${where}: position ${String(item.position)}, expected ${i + 1}`);
    const target = isObject(item.item) ? (item.item['@id'] ?? item.item.url) : (item.item ?? item.url);
    if (breadcrumb) {
      if (!text(item.name) && !(isObject(item.item) && text(item.item.name))) out.push(`${where}: no name`);
      // Google allows the last crumb (the page itself) without an item.
      if (i < items.length - 1 && !absolute(target)) out.push(`${where}: item must be an absolute URL`);
      if (target !== undefined && !absolute(target)) out.push(`${where}: item is not an absolute URL`);
    } else if (!absolute(target) && !isObject(item.item)) out.push(`${where}: needs an absolute url or an item`);
  });
  return out;
}

/** Problems of one node and the nodes inside it (@graph, offers' sellers, list items). */
function nodeProblems(n: Node, at: string): string[] {
  const out: string[] = [];
  if (Array.isArray(n['@graph']))
    (n['@graph'] as unknown[]).forEach((g, i) => isObject(g) && out.push(...nodeProblems(g, `${at}.@graph[${i}]`)));
  const t = types(n);
  if (t.some((x) => VEHICLE_TYPES.has(x))) {
    out.push(...vehicleProblems(n, at));
    list(n.offers).forEach(
      (o, i) => isObject(o) && isObject(o.seller) && out.push(...dealerProblems(o.seller, `${at}.offers[${i}].seller`)),
    );
  }
  if (t.some((x) => DEALER_TYPES.has(x))) out.push(...dealerProblems(n, at));
  if (t.includes('BreadcrumbList')) out.push(...listProblems(n, at, true));
  if (t.includes('ItemList')) {
    out.push(...listProblems(n, at, false));
    list(n.itemListElement).forEach(
      (item, i) =>
        isObject(item) &&
        isObject(item.item) &&
        out.push(...nodeProblems(item.item, `${at}.itemListElement[${i}].item`)),
    );
  }
  return out;
}

/** Problems of the JSON-LD blocks of a page (their texts), as sentences; empty when all is well. */
export function jsonLdProblems(blocks: string[]): string[] {
  const out: string[] = [];
  blocks.forEach((textOfBlock, i) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(textOfBlock);
    } catch (error) {
      return void out.push(`block ${i}: does not parse (${(error as Error).message})`);
    }
    for (const [j, node] of list(parsed).entries()) {
      const at = Array.isArray(parsed) ? `block ${i}[${j}]` : `block ${i}`;
      if (!isObject(node)) {
        out.push(`${at}: not an object`);
        continue;
      }
      const context = String(node['@context'] ?? '');
      if (!/^https?:\/\/schema\.org\/?$/.test(context)) out.push(`${at}: @context is not schema.org`);
      if (!node['@type'] && !node['@graph']) out.push(`${at}: no @type`);
      out.push(...nodeProblems(node, `${at} (${types(node).join(',')})`));
    }
  });
  return out;
}

/** The page's top-level nodes (each block, its array items and @graph members), parsed leniently. */
function topNodes(blocks: readonly string[]): Node[] {
  const out: Node[] = [];
  const visit = (v: unknown) => {
    if (!isObject(v)) return;
    out.push(v);
    list(v['@graph']).forEach(visit);
  };
  for (const block of blocks) {
    try {
      list(JSON.parse(block)).forEach(visit);
    } catch {
      // jsonLdProblems reports a block that does not parse.
    }
  }
  return out;
}

/** The @types of the page's top-level nodes (not those nested in offers or list items). */
export function jsonLdTypes(blocks: readonly string[]): string[] {
  return topNodes(blocks).flatMap(types);
}

/**
 * One problem per expected type the page does not publish at the top level, e.g. a vehicle page
 * with no Car block. `expected` lists sets of alternatives: [['Car', 'Vehicle'], ['BreadcrumbList']].
 */
export function missingJsonLdTypes(blocks: readonly string[], expected: readonly (readonly string[])[]): string[] {
  const present = new Set(jsonLdTypes(blocks));
  return expected.filter((any) => !any.some((t) => present.has(t))).map((any) => `no ${any.join('/')} block`);
}

/** The names of the page's BreadcrumbList, in position order (empty without one). */
export function breadcrumbNames(blocks: readonly string[]): string[] {
  const crumbs = topNodes(blocks).find((n) => types(n).includes('BreadcrumbList'));
  return list(crumbs?.itemListElement)
    .filter(isObject)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((item) => String(item.name ?? (isObject(item.item) ? item.item.name : '')));
}

/** Whether the page's structured data gives its subject a picture (a car's photos, a location's image). */
export function publishesPicture(blocks: readonly string[]): boolean {
  return topNodes(blocks).some((n) => list(n.image).length > 0);
}
