/** One ticked-or-not facet value with its count. */
import type { FacetItem } from './facet-order';

export function SearchFacetOption({ item, onToggle }: { item: FacetItem; onToggle: () => void }) {
  return (
    <label
      className={
        'flex min-h-9 cursor-pointer items-center gap-3 rounded-md ' + 'px-2 text-sm text-ink hover:bg-brand-soft'
      }
    >
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-[var(--color-brand)]"
        checked={item.isRefined}
        onChange={onToggle}
        aria-label={`${item.label} (${item.count})`}
      />
      <span className="flex-1 truncate">{item.label}</span>
      <span aria-hidden="true" className="rounded-full bg-page px-2 py-0.5 text-xs tabular-nums text-muted">
        {item.count}
      </span>
    </label>
  );
}
