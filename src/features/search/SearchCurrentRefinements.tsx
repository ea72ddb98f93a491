/** The applied filters as removable chips above the grid. */
import { useCurrentRefinements } from 'react-instantsearch';
import { formatAud, groupThousands } from '../../domain/money';
import { useIslandProps, useMessages } from './search-context';

export function SearchCurrentRefinements() {
  const tr = useMessages();
  const { filters } = useIslandProps();
  const { items } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const labels = new Map(filters.flatMap((f) => (f.kind === 'list' && f.valueLabels ? [[f.field, f.valueLabels] as const] : [])));
  const chips = items.flatMap((item) =>
    item.refinements.map((r) => {
      const value = String(r.value);
      const text =
        item.attribute === 'price' || item.attribute === 'km'
          ? `${r.operator === '>=' ? tr('search.filters.min') : tr('search.filters.max')} ${item.attribute === 'price' ? formatAud(Number(value)) : tr('searchPage.kmValue', { km: groupThousands(Number(value)) })}`
          : (labels.get(item.attribute)?.[value] ?? r.label);
      return { key: `${item.attribute}:${r.operator ?? ''}${value}`, text, remove: () => item.refine(r) };
    }),
  );
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" onClick={chip.remove} className="inline-flex items-center gap-1 rounded-full border border-brand/30 bg-brand-soft px-3 py-1 text-sm font-semibold text-ink hover:border-brand" aria-label={tr('searchPage.removeRefinement', { value: chip.text })}>
            {chip.text}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
