/** The online purchase page (/checkout-journey?car_id={slug}): finds the car and links its reserve step. */
import type { GarageCar } from '../watchlist/garage-cars';

/** Fills in the car named by car_id, or says it cannot be bought online. */
export async function initJourneyPage(root: HTMLElement): Promise<void> {
  const slug = new URLSearchParams(location.search).get('car_id') ?? '';
  const cars = (await fetch(root.dataset.carsUrl ?? '')
    .then((r) => r.json())
    .catch(() => ({}))) as Record<string, GarageCar>;
  const car = Object.values(cars).find((c) => c.href === `/cars/${encodeURIComponent(slug)}`);
  const name = root.querySelector<HTMLElement>('#journey-car')!;
  const next = root.querySelector<HTMLAnchorElement>('#journey-next')!;
  const missing = root.querySelector<HTMLElement>('#journey-missing')!;
  if (car?.status !== 'in_stock') {
    missing.hidden = false;
    return;
  }
  name.textContent = `${car.name} · ${car.price}`;
  next.href = `${car.href}/${root.dataset.variant ?? 'checkout'}`;
  next.hidden = false;
}
