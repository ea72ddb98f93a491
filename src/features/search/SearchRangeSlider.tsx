/**
 * The price and km sliders (spec 01 §5.1): values rounded to 1000, range 0–100000 unless the stats
 * give a max, step 1/100 of the range rounded to a round amount (ends on whole steps), thumbs never cross, out-of-range moves ignored and logged,
 * an absent bound shown at the facet bound. Each move refines at once (the URL follows 400 ms later).
 */
import { useRef } from 'react';
import { useRange } from 'react-instantsearch';
import { formatRange, parseRange } from '../../search/url-state';
import { formatAud, groupThousands } from '../../domain/money';
import { moveThumb, rangeFromUrl, sliderRange, type Range } from '../../domain/search/slider';
import type { RangeFilterSpec } from '../../site/filter-table';
import { useBeforeFirstResponse, useIslandProps, useMessages, useLiveSearch } from './search-context';
import { SearchFilterGroup } from './SearchFilterGroup';

const THUMB =
  'pointer-events-none absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand [&::-webkit-slider-thumb]:bg-panel [&::-webkit-slider-thumb]:shadow [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand [&::-moz-range-thumb]:bg-panel';

export function SearchRangeSlider({ spec }: { spec: RangeFilterSpec }) {
  const tr = useMessages();
  const { initial } = useIslandProps();
  const { range: live } = useRange({ attribute: spec.field });
  const { indexUiState, setIndexUiState } = useLiveSearch();
  const before = useBeforeFirstResponse();
  // The widest stats seen, so refining does not shrink the track under the shopper's thumb.
  const widest = useRef<Partial<Range> | undefined>(initial.facets.stats[spec.field]);
  const stats = before ? initial.facets.stats[spec.field] : live.max !== undefined ? live : widest.current;
  if (!before && stats?.max !== undefined && widest.current && stats.max > (widest.current.max ?? 0))
    widest.current = { min: Math.min(stats.min ?? 0, widest.current.min ?? 0), max: stats.max };
  const bounds = sliderRange(widest.current?.max ? widest.current : stats);
  // The state, not the last results: a handle shows its value at once, before any response.
  const fromUrl = parseRange(String(indexUiState.range?.[spec.field] ?? ''));
  const value = rangeFromUrl(fromUrl, bounds);
  const format = (n: number) =>
    spec.unit === 'aud' ? formatAud(n) : tr('searchPage.kmValue', { km: groupThousands(n) });
  const move = (thumb: 'min' | 'max', raw: number) => {
    const result = moveThumb(value, bounds, thumb, raw);
    if (result.ignored) {
      console.info(`${spec.field} slider: ${result.ignored}`);
      return;
    }
    const { min, max } = result.value;
    const text = formatRange({ min: min <= bounds.min ? undefined : min, max: max >= bounds.max ? undefined : max });
    // Through the UI state rather than useRange's refine, which rejects moves until stats exist.
    setIndexUiState((prev) => {
      const range = { ...prev.range };
      if (text) range[spec.field] = text;
      else delete range[spec.field];
      return { ...prev, range, page: undefined };
    });
  };
  const pct = (n: number) => ((n - bounds.min) / Math.max(1, bounds.max - bounds.min)) * 100;
  const refined = (fromUrl?.min !== undefined ? 1 : 0) + (fromUrl?.max !== undefined ? 1 : 0) > 0 ? 1 : 0;
  return (
    <SearchFilterGroup title={spec.label} id={spec.id} refinedCount={refined} defaultOpen={spec.open}>
      {() => (
        <>
          <p className="flex justify-between text-sm font-semibold text-ink" aria-live="polite">
            <span>{format(value.min)}</span>
            <span>{format(value.max)}</span>
          </p>
          <div className="relative mt-3 h-6">
            <div className="absolute inset-x-0 top-2.5 h-1 rounded-full bg-line" />
            <div
              className="absolute top-2.5 h-1 rounded-full bg-brand"
              style={{ left: `${pct(value.min)}%`, right: `${100 - pct(value.max)}%` }}
            />
            {(['min', 'max'] as const).map((thumb) => (
              <input
                key={thumb}
                type="range"
                className={THUMB}
                min={bounds.min}
                max={bounds.max}
                step={bounds.step}
                value={value[thumb]}
                aria-label={tr(thumb === 'min' ? 'searchPage.rangeMinLabel' : 'searchPage.rangeMaxLabel', {
                  label: spec.label,
                })}
                aria-valuetext={format(value[thumb])}
                onChange={(e) => move(thumb, Number(e.currentTarget.value))}
              />
            ))}
          </div>
        </>
      )}
    </SearchFilterGroup>
  );
}
