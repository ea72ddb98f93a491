/**
 * Car type facet order (spec 01 §4.1). The labels are messages carType.{type}; a site that says
 * Pre-Owned overrides carType.used.
 */
import { CAR_TYPES, type CarType } from '../car';

/** Sorts facet entries by car type in the order new, demo, used; unknown values go last, by name. */
export function sortByCarType<T extends { value: string }>(entries: readonly T[]): T[] {
  const rank = (value: string) => {
    const i = CAR_TYPES.indexOf(value.toLowerCase() as CarType);
    return i === -1 ? CAR_TYPES.length : i;
  };
  return [...entries].sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
}
