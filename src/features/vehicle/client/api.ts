/**
 * The vehicle page's calls to the lead API (spec 01 §7), in one place: the view count, the phone
 * reveal lead event, the delivery price and the Autogauge check. Answers are checked before use.
 */
import { deliveryPriceApiPath, phoneRevealApiPath, withQuery } from '../../../paths';
import type { AutogaugeData } from '../autogauge';

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** What view.json says: the views total, and whether the car is reserved now (it may have been since the build). */
export interface ViewAnswer {
  views: number;
  reserved: boolean;
}

/** `GET /cars/{slug}/view.json`: counts this view and answers the total with the car's live fields. */
export async function fetchViews(
  path: string,
  query: { photos_count?: string; updated_at?: string; website_id?: string },
): Promise<ViewAnswer> {
  const res = await fetch(withQuery(path, query), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`view.json answered ${res.status}`);
  const body = (await res.json()) as { views?: unknown; car_fields?: { reserved?: unknown } };
  if (!isNumber(body.views)) throw new Error('view.json had no views');
  return { views: body.views, reserved: body.car_fields?.reserved === true };
}

/** `POST /api/leads/phone-reveal`: a lead event; failure is only logged (spec 01 §8). */
export async function recordPhoneReveal(body: {
  car_id: string;
  dealership_id?: string;
  website_id?: string;
}): Promise<void> {
  try {
    const res = await fetch(phoneRevealApiPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''))),
      keepalive: true,
    });
    if (!res.ok) console.error('[vehicle] phone reveal lead failed', res.status);
  } catch (error) {
    console.error('[vehicle] phone reveal lead failed', error);
  }
}

/** A delivery price, or undefined when the API has none for the postcode (or cannot be reached). */
export async function fetchDeliveryPrice(postcode: string): Promise<{ price: number; region: string } | undefined> {
  try {
    const res = await fetch(deliveryPriceApiPath(postcode), { headers: { accept: 'application/json' } });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { price?: unknown; region?: unknown };
    return isNumber(body.price) && typeof body.region === 'string'
      ? { price: body.price, region: body.region }
      : undefined;
  } catch (error) {
    console.error('[vehicle] delivery price failed', error);
    return undefined;
  }
}

/** `GET {car path}/autogauge`; undefined (with the error logged) on any failure. */
export async function fetchAutogauge(url: string): Promise<AutogaugeData | undefined> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`autogauge answered ${res.status}`);
    return (await res.json()) as AutogaugeData;
  } catch (error) {
    console.error('[vehicle] autogauge failed', error);
    return undefined;
  }
}
