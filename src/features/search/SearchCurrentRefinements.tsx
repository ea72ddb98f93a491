/** The applied filters as removable chips above the grid. */
import { useCurrentRefinements } from 'react-instantsearch';
import { formatAud, groupThousands } from '../../domain/money';
import type { Translate } from '../../config/messages';
import { chipLabel } from '../../site/filter-table';
import { useMessages } from './search-context';

export function SearchCurrentRefinements() {
  const tr = useMessages();
  const { items } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const chips = items.flatMap((item) =>
    item.refinements.map((r) => {
      const value = String(r.value);
      const text =
        item.attribute === 'price' || item.attribute === 'km'
          ? `${r.operator === '>=' ? tr('search.filters.min') : tr('search.filters.max')} ${item.attribute === 'price' ? formatAud(Number(value)) : tr('searchPage.kmValue', { km: groupThousands(Number(value)) })}`
          : // Labels by field, also for fields only a route refines (a used-only site's "Used" chip).
            chipLabel(item.attribute, value, tr as Translate);
      return { key: `${item.attribute}:${r.operator ?? ''}${value}`, text, remove: () => item.refine(r) };
    }),
  );
  // The wrapper is always there, so a visit whose URL holds filters can keep a row free for the chips.
  return (
    <div data-search-chips>
      {chips.length === 0 ? null : (
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={chip.remove}
                className={
                  'inline-flex h-8 items-center gap-1 rounded-full border ' +
                  'border-brand/30 bg-brand-soft px-3 text-sm font-semibold ' +
                  'text-ink hover:border-brand'
                }
                aria-label={tr('searchPage.removeRefinement', { value: chip.text })}
              >
                {chip.text}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
