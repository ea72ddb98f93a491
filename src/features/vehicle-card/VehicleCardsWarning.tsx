/**
 * The site's comparison rate warning under a set of vehicle cards, once, when any card shows a
 * finance estimate: each card's comparison rate carries the "*" this note explains (issue 21).
 */
export function VehicleCardsWarning({ warning }: { warning: string }) {
  return (
    <p className="mt-4 text-xs text-muted" data-estimate-warning="">
      * {warning}
    </p>
  );
}
