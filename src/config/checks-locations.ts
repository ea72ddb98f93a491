/** Cross-field checks of dealerships, locations and their hours. */
import { type ConfigIssue, listOptions, showValue } from './issues';
import type { SiteConfig } from './normalise';

/** Problems in dealerships and locations: unknown ids, duplicates, impossible hours. */
export function checkLocations({ dealerships, locations, phones }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  duplicates(
    dealerships.map((d) => d.id),
    (i, id) =>
      issues.push({
        path: ['dealerships', i, 'id'],
        message: `found ${showValue(id)} again; give each dealership its own id`,
      }),
  );
  duplicates(
    dealerships.map((d) => d.slug),
    (i, slug) =>
      issues.push({
        path: ['dealerships', i, 'slug'],
        message: `found ${showValue(slug)} again; give each dealership its own slug`,
      }),
  );
  duplicates(
    locations.map((l) => l.id),
    (i, id) =>
      issues.push({
        path: ['locations', i, 'id'],
        message: `found ${showValue(id)} again; give each location its own id`,
      }),
  );
  duplicates(
    locations.map((l) => l.slug),
    (i, slug) =>
      issues.push({
        path: ['locations', i, 'slug'],
        message: `found ${showValue(slug)} again; give each location its own slug`,
      }),
  );

  const dealershipIds = dealerships.map((d) => d.id);
  locations.forEach((location, i) => {
    if (!dealershipIds.includes(location.dealership_id)) {
      const known = dealershipIds.length > 0 ? `use one of ${listOptions(dealershipIds)} or add` : 'add';
      issues.push({
        path: ['locations', i, 'dealership_id'],
        message: `found ${showValue(location.dealership_id)}, but no dealership has that id; ${known} a dealership with id ${showValue(location.dealership_id)} under dealerships`,
      });
    }
    for (const list of ['opening_hours', 'service_hours'] as const) {
      location.contact_detail[list].forEach((entry, j) => {
        const path = ['locations', i, 'contact_detail', list, j];
        if (
          entry.status === 'Open' &&
          (entry.open === undefined || entry.close === undefined) &&
          entry.formated_hours === undefined
        ) {
          issues.push({
            path,
            message:
              'is Open but has no open and close times; add open: "08:30" and close: "17:00" (or set status: Closed)',
          });
        } else if (entry.open !== undefined && entry.close !== undefined && entry.close <= entry.open) {
          issues.push({
            path: [...path, 'close'],
            message: `found ${showValue(entry.close)}, not after open ${showValue(entry.open)}; use a closing time later than the opening time`,
          });
        }
      });
      duplicates(
        location.contact_detail[list].map((h) => h.weekday),
        (j, day) =>
          issues.push({
            path: ['locations', i, 'contact_detail', list, j, 'weekday'],
            message: `found weekday ${String(day)} twice; keep one entry per day`,
          }),
      );
    }
    location.special_hours.forEach((entry, j) => {
      if (entry.location_id !== location.id) {
        issues.push({
          path: ['locations', i, 'special_hours', j],
          message: `is for location ${showValue(entry.location_id)} but sits under location ${showValue(location.id)}; move it under that location or fix its location id`,
        });
      }
      if (
        entry.status === 'Open' &&
        entry.open !== undefined &&
        entry.close !== undefined &&
        entry.close <= entry.open
      ) {
        issues.push({
          path: ['locations', i, 'special_hours', j],
          message: `closes at ${entry.close}, not after it opens at ${entry.open}; fix the hours`,
        });
      }
    });
  });
  const primaries = locations.flatMap((l, i) => (l.primary ? [i] : []));
  for (const i of primaries.slice(1)) {
    issues.push({
      path: ['locations', i, 'primary'],
      message: `is true, but locations[${primaries[0]}] is already primary; keep one primary location`,
    });
  }
  if (phones.byCarType && phones.default === undefined) {
    issues.push({
      path: ['phones', 'default'],
      message: 'is missing while phones.byCarType is on; add a default number for car types without their own',
    });
  }
  return issues;
}

function duplicates<T>(values: readonly T[], report: (index: number, value: T) => void): void {
  values.forEach((value, i) => {
    if (values.indexOf(value) !== i) report(i, value);
  });
}
