/**
 * The Compare toggle island (spec 01 §5.3): adds the car to the compare list or takes it out, says
 * so when the list is full, and links to the comparison once a car is picked. The built HTML is
 * the empty list (the store's server snapshot); the stored list follows after hydration.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { comparePath } from '../../paths';
import type { CompareItem } from './compare-item';
import { $compare, COMPARE_SERVER_SNAPSHOT, setCompare, startCompare, toggleCompare } from './store';

/** The toggle's wording; `view` has a {count} placeholder. */
export interface CompareToggleLabels {
  add: string;
  remove: string;
  full: string;
  view: string;
}

export interface CompareToggleProps {
  item: CompareItem;
  labels: CompareToggleLabels;
}

export default function CompareToggle({ item, labels }: CompareToggleProps) {
  const items = useStore($compare, { ssr: () => COMPARE_SERVER_SNAPSHOT });
  const [full, setFull] = useState(false);
  useEffect(startCompare, []);
  const on = items.some((i) => i.id === item.id);
  const toggle = () => {
    const next = toggleCompare($compare.get(), item);
    setFull(next.full);
    if (!next.full) setCompare(next.items);
  };
  return (
    <div className="block">
      <button type="button" className="fc-btn fc-btn-outline" aria-pressed={on} onClick={toggle}>
        {on ? labels.remove : labels.add}
      </button>
      <span role="status" className="block text-sm text-bad empty:hidden">
        {full ? labels.full : ''}
      </span>
      {/* The way to the comparison, once there is something to compare. */}
      <a
        href={comparePath()}
        className="mt-2 block text-center text-sm font-semibold text-brand underline"
        hidden={items.length === 0}
      >
        {labels.view.replace('{count}', String(items.length))}
      </a>
    </div>
  );
}
