/**
 * One vehicle in a grid: photo with its badge ribbon and favourite heart, title, trim, price, the
 * finance estimate line where the site shows it, and the info row (condition, transmission,
 * odometer, fuel). Rendered to static HTML on the home page, similar cars and the first search
 * page, and by the search island after hydration, from the same CardView.
 */
import type { ReactNode } from 'react';
import { HEART_SLOT, type CardView } from './card-view';

const RIBBON_TONES: Record<NonNullable<CardView['ribbon']>['tone'], string> = {
  brand: 'bg-brand text-brand-ink',
  accent: 'bg-accent text-accent-ink',
  dark: 'bg-ink text-page',
  ok: 'bg-ok text-white',
};

export interface VehicleCardProps {
  card: CardView;
  /** Load the photo eagerly (the first row of a grid). */
  eager?: boolean;
  /** The favourite heart, supplied by the watchlist feature. */
  favourite?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3;
}

export function VehicleCard({ card, eager = false, favourite, headingLevel = 3 }: VehicleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={
        'group relative flex h-full flex-col overflow-hidden ' +
        'rounded-brand border border-line bg-panel shadow-sm ' +
        'transition-shadow hover:shadow-lg'
      }
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-line/40">
        {card.image ? (
          <img
            src={card.image.src}
            srcSet={card.image.srcSet}
            // `sizes` only means something beside a srcset (raw image URLs have none).
            sizes={card.image.srcSet ? '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw' : undefined}
            alt={card.image.alt}
            width={480}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={
              `size-full object-cover transition-transform duration-300 ` +
              `group-hover:scale-[1.03] ` +
              `${card.sold ? 'grayscale-[35%]' : ''}`
            }
          />
        ) : null}
        {card.ribbon ? (
          <span
            className={
              `absolute left-3 top-3 max-w-[calc(100%-4.75rem)] truncate ` +
              `rounded-full px-3 py-1 text-xs font-bold uppercase ` +
              `tracking-wide shadow ${RIBBON_TONES[card.ribbon.tone]}`
            }
          >
            {card.ribbon.text}
          </span>
        ) : null}
        {favourite ? (
          <div className="absolute right-2 top-2" {...{ [HEART_SLOT]: card.id }}>
            {favourite}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="font-display text-lg font-bold leading-snug text-ink">
          <a href={card.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {card.title}
          </a>
        </Heading>
        {card.subtitle ? (
          <p className="line-clamp-1 text-sm text-muted">{card.subtitle}</p>
        ) : (
          <p className="text-sm text-muted">&nbsp;</p>
        )}
        <div className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <p className="text-2xl font-extrabold tracking-tight text-ink">{card.price}</p>
          {card.priceType ? <p className="text-xs font-semibold uppercase text-muted">{card.priceType}</p> : null}
          {card.was ? <p className="w-full text-sm text-muted line-through">{card.was}</p> : null}
        </div>
        {card.estimate ? (
          <p
            className={
              'mt-2 flex flex-wrap gap-x-2 rounded-brand bg-brand-soft ' + 'px-2.5 py-1.5 text-[0.8rem] leading-snug'
            }
          >
            <span className="font-bold tabular-nums text-ink">{card.estimate.repayment}</span>
            <span className="tabular-nums text-muted">{card.estimate.comparison}</span>
          </p>
        ) : null}
        <ul
          className="mt-auto flex flex-wrap gap-x-3 gap-y-1 border-t border-line pt-3 text-[0.8rem] text-muted"
          aria-label="Key details"
        >
          {card.specs.map((spec) => (
            <li key={spec} className="after:ml-3 after:text-line after:content-['•'] last:after:content-none">
              {spec}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
