/**
 * Test-drive appointments: slots of a fixed length from a location's opening hours for one
 * local date (special hours win over the week's), minus slots already booked and slots that
 * start sooner than the lead time.
 */
import type { ApiLocation } from '../../site/api-site-settings';
import type { Slot } from '../../contracts/misc';
import { zonedIso, zonedToInstant } from './zoned-time';

/** The day's opening window ("HH:mm" pair), or undefined when closed. */
export function openingWindow(location: ApiLocation, date: string): { open: string; close: string } | undefined {
  const special = location.specialHours.find((s) => s.date === date);
  if (special)
    return special.status === 'Open' && special.open && special.close
      ? { open: special.open, close: special.close }
      : undefined;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const entry = location.openingHours.find((h) => h.weekday === weekday);
  return entry ? { open: entry.open, close: entry.close } : undefined;
}

/** "9:30 am" from "09:30". */
function label(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function hhmm(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Bookable slots for `date` (YYYY-MM-DD, the location's local date). */
export function availableSlots(
  location: ApiLocation,
  date: string,
  options: { slotMinutes: number; notBefore: number; booked: ReadonlySet<number> },
): Slot[] {
  const window = openingWindow(location, date);
  if (!window) return [];
  const slots: Slot[] = [];
  for (
    let start = minutes(window.open);
    start + options.slotMinutes <= minutes(window.close);
    start += options.slotMinutes
  ) {
    const at = zonedToInstant(date, hhmm(start), location.timeZone);
    if (at < options.notBefore || options.booked.has(at)) continue;
    const end = at + options.slotMinutes * 60_000;
    slots.push({
      start: zonedIso(at, location.timeZone),
      end: zonedIso(end, location.timeZone),
      label: label(hhmm(start)),
    });
  }
  return slots;
}
