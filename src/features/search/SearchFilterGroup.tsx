/**
 * A collapsible filter section (spec 01 §2.2): a disclosure button over its options. The options
 * hydrate in a task of their own (hydrate-later.tsx), so `children` is a function, called when they render.
 */
import { useId, useState, type ReactNode } from 'react';
import { useMessages } from './search-context';
import { HydrateLater } from './hydrate-later';

type FilterGroupProps = {
  title: string;
  id: string;
  refinedCount?: number;
  defaultOpen?: boolean | undefined;
  /** Hydrate the options with the island rather than later (they hold a widget of their own). */
  hydrateNow?: boolean | undefined;
  /** Not shown (a filter that cannot narrow the results), but kept mounted with its open state. */
  hidden?: boolean | undefined;
  children: () => ReactNode;
};

export function SearchFilterGroup({
  title,
  id,
  refinedCount = 0,
  children,
  defaultOpen = true,
  hydrateNow,
  hidden,
}: FilterGroupProps) {
  const tr = useMessages();
  // A section with a ticked value opens, so what narrows the results is always in view.
  const [open, setOpen] = useState(defaultOpen !== false || refinedCount > 0);
  const panelId = `${useId()}-${id}`;
  return (
    <section className="border-b border-line py-3" data-filter={id} hidden={hidden}>
      <h3>
        <button
          type="button"
          className={
            'flex w-full items-center justify-between gap-2 py-1 ' +
            'text-left text-sm font-bold uppercase tracking-wide text-ink'
          }
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span>
            {title}
            {refinedCount > 0 ? (
              <>
                <span aria-hidden="true" className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-brand-ink">
                  {refinedCount}
                </span>
                <span className="sr-only"> ({tr('searchPage.refinedCount', { count: refinedCount })})</span>
              </>
            ) : null}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h3>
      <HydrateLater
        now={hydrateNow}
        render={() => (
          <div id={panelId} hidden={!open} className="pt-2">
            {children()}
          </div>
        )}
      />
    </section>
  );
}
