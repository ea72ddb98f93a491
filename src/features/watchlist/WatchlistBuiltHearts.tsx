/**
 * The hearts of a result grid that the search island keeps as its built HTML until the first search
 * (SearchResults' `adopt`, which spares hydrating every card): React takes each built heart over
 * through a portal into its card's heart slot, so they work although their cards were never
 * hydrated. The live heart goes in and its built twin comes out in one commit, before a paint, so
 * nothing flickers; a built heart that has focus hands it on.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FavouriteLabels } from '../../site/favourite-labels';
import { cardFavourite } from './card-favourite';
import type { FavouriteCar } from './watchlist-state';
import { HEART_SLOT } from '../vehicle-card/card-view';

export interface WatchlistBuiltHeartsProps {
  /** The built grid's cars (the island's first page of hits). */
  cars: readonly FavouriteCar[];
  labels: FavouriteLabels;
}

interface Slot {
  element: Element;
  car: FavouriteCar;
  built: Node[];
}

export function WatchlistBuiltHearts({ cars, labels }: WatchlistBuiltHeartsProps) {
  const [slots, setSlots] = useState<readonly Slot[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the built grid is read once: the island replaces it whole after its first search
  useEffect(() => {
    const byId = new Map(cars.map((car) => [car.id, car]));
    const found: Slot[] = [];
    for (const element of document.querySelectorAll(`ul[data-built-results] [${HEART_SLOT}]`)) {
      const car = byId.get(element.getAttribute(HEART_SLOT) ?? '');
      if (car) found.push({ element, car, built: [...element.childNodes] });
    }
    setSlots(found);
    // The built grid is read once: the island replaces it whole after its first search.
  }, []);
  // After the live hearts are in, before the next paint.
  useLayoutEffect(() => {
    for (const { element, built } of slots) {
      const focused = built.some((node) => node.contains(document.activeElement));
      for (const node of built) node.parentNode?.removeChild(node);
      if (focused) element.querySelector('button')?.focus();
    }
  }, [slots]);
  return slots.map((slot) => createPortal(cardFavourite(slot.car, labels), slot.element, slot.car.id));
}
