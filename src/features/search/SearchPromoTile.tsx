/** A promotional tile in the grid (We Want Your Car!), the same size as a car card. */
import type { PromoContent } from './island-props';

export function SearchPromoTile({ node }: { node: PromoContent }) {
  return (
    <article
      className={
        'relative flex h-full flex-col justify-between ' +
        'overflow-hidden rounded-brand bg-brand p-6 text-brand-ink ' +
        'shadow-sm'
      }
      data-promo={node.id}
    >
      {node.image ? (
        <img src={node.image} alt="" className="absolute inset-0 size-full object-cover opacity-25" loading="lazy" />
      ) : null}
      <div className="relative">
        <h3 className="font-display text-3xl font-extrabold leading-tight">{node.title}</h3>
        {node.text ? <p className="mt-3 text-base opacity-90">{node.text}</p> : null}
      </div>
      {node.cta ? (
        <a href={node.href} className="fc-btn fc-btn-accent relative mt-6 self-start after:absolute after:inset-0">
          {node.cta}
        </a>
      ) : (
        <a href={node.href} className="relative mt-6 font-semibold underline after:absolute after:inset-0">
          {node.title}
        </a>
      )}
    </article>
  );
}
