/**
 * The compare page island: the cars picked with Compare side by side, built from their snapshots;
 * remove one or clear all. The built HTML is the empty state (the store's server snapshot); the
 * stored list follows after hydration.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $compare, COMPARE_SERVER_SNAPSHOT, setCompare, startCompare } from './store';
import { CompareTable } from './CompareTable';

/** The page's wording. */
export interface ComparePageText {
  title: string;
  clear: string;
  empty: string;
  remove: string;
  removeShort: string;
}

export interface ComparePageProps {
  text: ComparePageText;
}

export default function ComparePage({ text }: ComparePageProps) {
  const items = useStore($compare, { ssr: () => COMPARE_SERVER_SNAPSHOT });
  useEffect(startCompare, []);
  const remove = (id: string) => setCompare($compare.get().filter((i) => i.id !== id));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-extrabold text-ink sm:text-4xl">{text.title}</h1>
        <button
          type="button"
          id="compare-clear"
          className="fc-btn fc-btn-outline"
          hidden={items.length === 0}
          onClick={() => setCompare([])}
        >
          {text.clear}
        </button>
      </div>
      <p id="compare-empty" className="mt-6 text-ink" hidden={items.length > 0}>
        {text.empty}
      </p>
      <div id="compare-table" className="mt-6 overflow-x-auto">
        {items.length > 0 ? (
          <CompareTable items={items} removeShort={text.removeShort} removeLabel={text.remove} onRemove={remove} />
        ) : null}
      </div>
    </>
  );
}
