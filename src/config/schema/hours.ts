/** Opening hours and special (holiday) hours of a location (spec 02 §3, §9). */
import * as v from 'valibot';
import { clockTime, described, integer, isoDate, maybe, text } from './helpers';

/** One weekday's hours: weekday 0 (Sunday) to 6 (Saturday). */
export const openingHourSchema = v.strictObject({
  weekday: described(integer(0, 6), 'Day of the week: 0 Sunday … 6 Saturday.'),
  status: described(v.picklist(['Open', 'Closed']), 'Open or Closed.'),
  open: maybe(clockTime, 'Opening time HH:MM (needed when Open).'),
  close: maybe(clockTime, 'Closing time HH:MM (needed when Open).'),
  formated_hours: maybe(text, 'Pre-formatted hours text, shown instead of open–close.'),
});

/** Special hours as `start_hour` / `end_hour` with `location_id`. */
const flatSpecialHours = v.strictObject({
  date: described(isoDate, 'The day, YYYY-MM-DD.'),
  status: described(v.picklist(['Open', 'Closed']), 'Open or Closed that day.'),
  location_id: maybe(v.union([text, v.number()]), 'Location id; defaults to the location it sits under.'),
  start_hour: maybe(clockTime, 'Opening time HH:MM.'),
  end_hour: maybe(clockTime, 'Closing time HH:MM.'),
  name: maybe(text, 'Holiday name, e.g. Christmas Day.'),
});

/** Special hours as `hours.begin` / `hours.end` with `location.id`. */
const nestedSpecialHours = v.strictObject({
  date: described(isoDate, 'The day, YYYY-MM-DD.'),
  status: described(v.picklist(['Open', 'Closed']), 'Open or Closed that day.'),
  location: maybe(
    v.strictObject({ id: described(v.union([text, v.number()]), 'Location id.') }),
    'The location it applies to.',
  ),
  hours: maybe(
    v.strictObject({
      begin: described(clockTime, 'Opening time HH:MM.'),
      end: described(clockTime, 'Closing time HH:MM.'),
    }),
    'Opening and closing times.',
  ),
  name: maybe(text, 'Holiday name, e.g. Christmas Day.'),
});

/** Special hours normalised to one shape whichever of the two the file uses. */
export interface SpecialHours {
  date: string;
  status: 'Open' | 'Closed';
  location_id?: string;
  open?: string;
  close?: string;
  name?: string;
}

/** Special (holiday) hours in either shape of spec 02 §3, normalised to {@link SpecialHours}. */
export const specialHoursSchema = v.pipe(
  v.union([flatSpecialHours, nestedSpecialHours]),
  v.description(
    'Holiday hours: {date, status, start_hour, end_hour, location_id} or {date, status, hours: {begin, end}, location: {id}}.',
  ),
  v.transform((entry): SpecialHours => {
    const out: SpecialHours = { date: entry.date, status: entry.status };
    const id = 'location_id' in entry ? entry.location_id : 'location' in entry ? entry.location?.id : undefined;
    if (id !== undefined) out.location_id = String(id);
    const open = 'start_hour' in entry ? entry.start_hour : 'hours' in entry ? entry.hours?.begin : undefined;
    const close = 'end_hour' in entry ? entry.end_hour : 'hours' in entry ? entry.hours?.end : undefined;
    if (open !== undefined) out.open = open;
    if (close !== undefined) out.close = close;
    if (entry.name !== undefined) out.name = entry.name;
    return out;
  }),
);
