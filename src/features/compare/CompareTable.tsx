/** The picked cars side by side: a column per car (photo, name, Remove) and a row per detail any of them has. */
import type { CompareItem } from './compare-item';

export interface CompareTableProps {
  items: readonly CompareItem[];
  /** The Remove button's visible word and its accessible name's start ("Remove from compare: {car}"). */
  removeShort: string;
  removeLabel: string;
  onRemove: (id: string) => void;
}

export function CompareTable({ items, removeShort, removeLabel, onRemove }: CompareTableProps) {
  const labels = [...new Set(items.flatMap((i) => i.rows.map(([label]) => label)))];
  return (
    // A narrow label column and 8.75rem per car: two cars fit a 390 px phone, a third scrolls.
    <table
      className="w-full table-fixed border-collapse text-left"
      style={{ minWidth: `${4.5 + items.length * 8.75}rem` }}
    >
      <thead>
        <tr>
          <td style={{ width: '4.5rem' }} />
          {items.map((item) => (
            <th key={item.id} scope="col" className="p-2 align-top sm:p-3">
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={240}
                  height={160}
                  className="mb-2 aspect-[3/2] w-full rounded-brand object-cover"
                />
              ) : null}
              <a
                href={item.href}
                className="font-display text-base font-bold leading-snug text-ink hover:text-brand sm:text-lg"
              >
                {item.name}
              </a>
              <br />
              <button
                type="button"
                className="fc-btn fc-btn-outline mt-2 px-3 py-1.5 text-sm"
                aria-label={`${removeLabel}: ${item.name}`}
                onClick={() => onRemove(item.id)}
              >
                {removeShort}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label) => (
          <tr key={label} className="border-t border-line">
            <th
              scope="row"
              className="hyphens-auto p-2 text-xs font-semibold text-muted [overflow-wrap:anywhere] sm:p-3 sm:text-sm"
            >
              {label}
            </th>
            {items.map((item) => (
              <td key={item.id} className="p-2 text-ink sm:p-3">
                {item.rows.find(([l]) => l === label)?.[1] ?? '—'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
