/**
 * The make filter (spec 01 §2.2, §9): 7 makes before Show all makes, optionally split into Popular
 * Makes (first 20) and All Makes, and under a refined make its models behind Select models.
 */
import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { splitMakes } from '../../domain/search/facets';
import { useCannotNarrow } from './use-narrowing';
import type { MakeFilterSpec } from '../../site/filter-table';
import { orderFacetItems, type FacetItem } from './facet-order';
import { useBeforeFirstResponse, useIslandProps, useMessages } from './search-context';
import { SearchFacetOption } from './SearchFacetOption';
import { SearchFilterGroup } from './SearchFilterGroup';
import { SearchVirtualRefinement } from './SearchVirtualRefinement';
import { useStaticItems } from './SearchRefinementList';
import { useResultTotal } from './SearchResultCount';

/** The models of one ticked make (the model facet holds every ticked make's models). */
function SearchModelList({ field, limit, make }: { field: string; limit: number; make: string }) {
  const tr = useMessages();
  const { modelsByMake } = useIslandProps();
  const { items, refine } = useRefinementList({ attribute: field, limit: 250 });
  const before = useBeforeFirstResponse();
  const staticItems = useStaticItems(field);
  const [open, setOpen] = useState(false);
  const own = new Set(modelsByMake[make] ?? []);
  const shown = orderFacetItems(
    (before ? staticItems : items).filter((i) => own.has(i.value)),
    { order: 'count', limit },
  );
  const expanded = open || shown.some((i) => i.isRefined);
  if (shown.length === 0) return null;
  return (
    <div className="ml-6 border-l border-line pl-2">
      <button
        type="button"
        className="py-1 text-sm font-semibold text-brand hover:underline"
        aria-expanded={expanded}
        onClick={() => setOpen(!expanded)}
      >
        {tr('search.filters.selectModels')} <span className="sr-only">({make})</span>
      </button>
      {expanded ? (
        <ul className="grid gap-1" aria-label={`${tr('filter.model')} (${make})`}>
          {shown.map((item) => (
            <li key={item.value}>
              <SearchFacetOption item={item} onToggle={() => refine(item.value)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MakeRows({ items, refine, spec }: { items: FacetItem[]; refine: (v: string) => void; spec: MakeFilterSpec }) {
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item.value}>
          <SearchFacetOption item={item} onToggle={() => refine(item.value)} />
          {item.isRefined && spec.model ? (
            <SearchModelList field={spec.model.field} limit={spec.model.limit} make={item.value} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function SearchMakeFilter({ spec }: { spec: MakeFilterSpec }) {
  const tr = useMessages();
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 250 });
  const before = useBeforeFirstResponse();
  const staticItems = useStaticItems('make');
  const [all, setAll] = useState(false);
  const ranked = orderFacetItems(before ? staticItems : items, { order: 'count', limit: 250 });
  const refinedCount = ranked.filter((i) => i.isRefined).length;
  const total = useResultTotal();
  // One make only: the list cannot narrow anything, unless ticking it opens its models (Select models).
  const hidden = useCannotNarrow(spec.model ? 1 : refinedCount, ranked, total);
  // No make to list (a linked model page with no such car in stock: issue 21 point 16): the model
  // list, which lives under its ticked make, cannot register the route's model, so a virtual widget
  // does; otherwise the search would drop the model and its chip, heading and title would disagree.
  if (ranked.length === 0) return spec.model ? <SearchVirtualRefinement field={spec.model.field} /> : null;
  const visible = [...ranked.slice(0, spec.visible), ...ranked.slice(spec.visible).filter((i) => i.isRefined)];
  const split = spec.popular ? splitMakes(ranked, spec.popular) : undefined;
  return (
    // A ticked make shows its models, a widget of their own, which must be registered with the others:
    // its section hydrates with the island (hydrateNow: no Suspense boundary), so a model in the route
    // is a chip at hydration, as built, and no widget arrives late to start a search.
    <SearchFilterGroup
      title={spec.label}
      id="make"
      refinedCount={refinedCount}
      defaultOpen={spec.open}
      hidden={hidden}
      hydrateNow={Boolean(spec.model) && refinedCount > 0}
    >
      {() => (
        <>
          {!all ? (
            <MakeRows items={visible} refine={refine} spec={spec} />
          ) : split ? (
            <>
              <p className="px-2 pt-1 text-xs font-bold uppercase text-muted">{tr('search.filters.popularMakes')}</p>
              <MakeRows items={split.popular} refine={refine} spec={spec} />
              <p className="px-2 pt-3 text-xs font-bold uppercase text-muted">{tr('search.filters.allMakes')}</p>
              <MakeRows items={split.all} refine={refine} spec={spec} />
            </>
          ) : (
            <MakeRows items={ranked} refine={refine} spec={spec} />
          )}
          {ranked.length > spec.visible ? (
            <button
              type="button"
              className="mt-2 px-2 text-sm font-semibold text-brand hover:underline"
              aria-expanded={all}
              onClick={() => setAll(!all)}
            >
              {all ? tr('search.filters.showLess') : tr('search.filters.showAllMakes')}
            </button>
          ) : null}
        </>
      )}
    </SearchFilterGroup>
  );
}
