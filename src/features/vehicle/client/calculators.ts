/** The fuel calculator (recomputed with the domain rule as the shopper types) and the delivery calculator. */
import { fuelCost } from '../../../domain/calculators';
import { formatAud, formatAudCents, parseTypedAmount } from '../../../domain/money';
import { trackEvent } from '../../analytics/track.client';
import { ANALYTICS_EVENTS } from '../../analytics/events';
import { fetchDeliveryPrice } from './api';

let tracked = false;
// The first use of a calculator is one analytics event (id 26).
const trackOnce = () => {
  if (!tracked) trackEvent(ANALYTICS_EVENTS.calculatorUse, { calculator: 'vehicle' });
  tracked = true;
};

/** Units a shopper may type after a fuel figure: "$2.10/L", "$2.10 per litre", "300 km". */
const FUEL_UNITS = /\s*(?:\/\s*l|per\s+lit(?:re|er)|a\s+lit(?:re|er)|kms?(?:\s*(?:\/|per|a)\s*(?:wk|week))?)$/i;

/**
 * A fuel figure as people type it (issue 21 point 3): "$2.10", "2.10/L", "1,000", "1,000 km"; a
 * figure that cannot be read, or is below 0, is undefined, and the calculator keeps its defaults.
 */
export function typedFuelFigure(value: string): number | undefined {
  const n = parseTypedAmount(value.replace(FUEL_UNITS, ''));
  return n !== undefined && n >= 0 ? n : undefined;
}

/** Wires the fuel calculator form. */
export function initFuel(root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>('[data-fuel-calc]');
  if (!form) return;
  const consumption = form.dataset.consumption ? Number(form.dataset.consumption) : undefined;
  const car = { fuel: form.dataset.fuel, fuelconsumptioncombined: consumption };
  const update = (track = true) => {
    if (track) trackOnce();
    const data = new FormData(form);
    const cost = fuelCost(car, {
      pricePerLitre: typedFuelFigure(String(data.get('pricePerLitre') ?? '')),
      kmPerWeek: typedFuelFigure(String(data.get('kmPerWeek') ?? '')),
    });
    if (!cost) return;
    form.querySelector('[data-fuel-weekly]')!.textContent = formatAudCents(cost.weekly);
    form.querySelector('[data-fuel-yearly]')!.textContent = formatAudCents(cost.yearly);
    const note = (cost.assumedConsumption ? form.dataset.noteAssumed : form.dataset.noteKnown) ?? '';
    form.querySelector('[data-fuel-note]')!.textContent = note.replace('{litres}', String(cost.litresPer100km));
  };
  form.addEventListener('input', () => update());
  form.addEventListener('submit', (e) => e.preventDefault());
  // The code may arrive after the shopper typed: show their figures, without counting it as a use.
  update(false);
  form.dataset.ready = 'true';
}

/** The delivery answer in words: "Free delivery to Gladstone" for a price of 0, never "$0" (issue 21). */
export function deliveryAnswerText(
  answer: { price: number; region: string },
  templates: { result: string; free: string },
): string {
  const template = answer.price > 0 ? templates.result : templates.free;
  return template.replace('{region}', answer.region).replace('{price}', formatAud(answer.price));
}

/** Wires the delivery calculator form: empty postcode message, then the API's price and region or the no-estimate message. */
export function initDelivery(root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>('[data-delivery-calc]');
  const out = form?.querySelector<HTMLElement>('[data-delivery-result]');
  if (!form || !out) return;
  form.dataset.ready = 'true';
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    trackOnce();
    const postcode = String(new FormData(form).get('postcode') ?? '').trim();
    out.classList.remove('text-bad', 'text-ok');
    if (postcode === '') {
      out.textContent = form.dataset.empty ?? '';
      out.classList.add('text-bad');
      return;
    }
    out.textContent = form.dataset.busy ?? '';
    const answer = /^\d{4}$/.test(postcode) ? await fetchDeliveryPrice(postcode) : undefined;
    if (answer) {
      out.textContent = deliveryAnswerText(answer, {
        result: form.dataset.result ?? '',
        free: form.dataset.free ?? '',
      });
      out.classList.add('text-ok');
    } else {
      out.textContent = form.dataset.none ?? '';
    }
  });
}
