/** Car type facet order and labels (spec 01 §4.1). */
import { CAR_TYPES, type CarType } from '../car';

/** The site settings for car type labels. */
export interface CarTypeLabelOptions {
  /** Label for used cars on sites that say Pre-Owned (default Used). */
  usedLabel?: string;
}

/** Label of a car type: New, Demo, Used (or the site's used label such as Pre-Owned). */
export function carTypeLabel(type: CarType, options: CarTypeLabelOptions = {}): string {
  if (type === 'used') return options.usedLabel?.trim() || 'Used';
  return type === 'new' ? 'New' : 'Demo';
}

/** Sorts facet entries by car type in the order new, demo, used; unknown values go last, by name. */
export function sortByCarType<T extends { value: string }>(entries: readonly T[]): T[] {
  const rank = (value: string) => {
    const i = CAR_TYPES.indexOf(value.toLowerCase() as CarType);
    return i === -1 ? CAR_TYPES.length : i;
  };
  return [...entries].sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
}
