/**
 * The ADF 1.0 vehicle elements of a lead: the car of interest (as the site lists it, with the
 * finance asked for) and the shopper's own car (trade-in or valuation, with its registration and
 * condition answers). Children follow the DTD's order: id*, year, make, model, vin?, stock?, trim?,
 * …, odometer?, …, price?, …, finance?, comments?. ADF requires at least one vehicle with year, make
 * and model, so a lead about no car has one with those left empty and a comment saying so.
 */
import type { AdfCar } from './adf-parties';
import { xmlElement, xmlRequired } from './xml-text';

/** A payload value as text: strings and finite numbers; anything else is absent. */
export const adfText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

const AUD = { currency: 'AUD' };

/** Lead kinds whose vehicle of interest is a test drive. */
const TEST_DRIVE_KINDS = new Set(['test_drive']);
/** Lead kinds about the shopper's own car only. */
const OWN_CAR_KINDS = new Set([
  'valuation',
  'valuation_adjustments',
  'valuation_rego_lookup',
  'valuation_offer_accepted',
]);

function financeElement(p: Record<string, unknown>): string {
  const amounts =
    xmlElement('amount', adfText(p.purchase_price), { type: 'total', limit: 'exact', ...AUD }) +
    xmlElement('amount', adfText(p.deposit), { type: 'downpayment', limit: 'exact', ...AUD });
  return amounts === '' ? '' : `<finance>${xmlRequired('method', 'finance')}${amounts}</finance>`;
}

/** The car the shopper asked about; '' for a lead about their own car only. */
export function interestVehicle(
  kind: string,
  p: Record<string, unknown>,
  car: AdfCar | undefined,
  carId: string | undefined,
): string {
  const make = car?.make ?? adfText(p['Vehicle Make']);
  const model = car?.model ?? adfText(p['Vehicle Model']);
  const finance = kind === 'finance' ? financeElement(p) : '';
  if (OWN_CAR_KINDS.has(kind) || (!make && !model && finance === '' && hasOwnCar(p))) return '';
  const condition = car?.car_type ?? adfText(p.car_type);
  const attributes = {
    interest: TEST_DRIVE_KINDS.has(kind) ? 'test-drive' : 'buy',
    // ADF knows new and used; a demo car is registered, so it is used, and the comment says demo.
    ...(condition ? { status: condition === 'new' ? 'new' : 'used' } : {}),
  };
  const comments =
    make || model
      ? condition
        ? `Condition: ${condition}`
        : undefined
      : carId
        ? 'The car is no longer listed: see its id.'
        : 'No particular vehicle: the shopper did not choose a car.';
  return (
    `<vehicle${Object.entries(attributes)
      .map(([k, v]) => ` ${k}="${v}"`)
      .join('')}>` +
    xmlElement('id', carId, { source: 'Forecourt' }) +
    xmlRequired('year', adfText(car?.year ?? p.year)) +
    xmlRequired('make', make) +
    xmlRequired('model', model) +
    xmlElement('vin', car?.vin) +
    xmlElement('stock', car?.stocknum ?? adfText(p.stock_number)) +
    xmlElement('trim', car?.badge) +
    (condition !== 'new' ? xmlElement('odometer', adfText(car?.km), { units: 'km' }) : '') +
    xmlElement('price', adfText(car?.price), { type: 'asking', ...AUD }) +
    finance +
    xmlElement('comments', comments) +
    '</vehicle>'
  );
}

function hasOwnCar(p: Record<string, unknown>): boolean {
  return ['rego', 'kms', 'trade_year', 'trade_make', 'trade_model', 'adjustmentAnswers'].some(
    (key) => p[key] !== undefined,
  );
}

function answersText(answers: unknown): string | undefined {
  if (typeof answers !== 'object' || answers === null) return undefined;
  const lines = Object.entries(answers).map(
    ([question, answer]) => `${question}: ${typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : String(answer)}`,
  );
  return lines.length > 0 ? `Condition answers: ${lines.join('; ')}` : undefined;
}

/** The shopper's own car (trade-in or valuation), or '' when the lead says nothing about one. */
export function ownVehicle(kind: string, p: Record<string, unknown>): string {
  if (!OWN_CAR_KINDS.has(kind) && !hasOwnCar(p)) return '';
  const rego = adfText(p.rego);
  const regoState = adfText(p.regoState)?.toUpperCase();
  const comments = [
    rego && `Registration: ${rego}${regoState ? ` (${regoState})` : ''}`,
    !rego && regoState && `Registered in ${regoState}`,
    answersText(p.adjustmentAnswers),
    p.offer_accepted === true &&
      `Offer accepted${adfText(p.offer_amount) ? `: ${[adfText(p.offer_amount), adfText(p.offer_amount_high)].filter(Boolean).join(' to ')} AUD` : ''}`,
  ]
    .filter(Boolean)
    .join('\n');
  return (
    '<vehicle interest="trade-in" status="used">' +
    xmlRequired('year', adfText(p.trade_year)) +
    xmlRequired('make', adfText(p.trade_make)) +
    xmlRequired('model', adfText(p.trade_model)) +
    xmlElement('odometer', adfText(p.kms), { units: 'km' }) +
    xmlElement('comments', comments || undefined) +
    '</vehicle>'
  );
}
