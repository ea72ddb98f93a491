/**
 * What the valuation wizard's offer step says (issue 21): the valuation provider's range, which the
 * shopper may accept, or, with no range, that the trade-in team will call with an offer and by when
 * (the end of the dealership's next open day). Never "Accept Offer" without a figure. Pure.
 */
import type { OpeningHour } from '../../domain/hours';
import { formatAud } from '../../domain/money';
import { offerCallDay, type HolidayDay } from '../../domain/offer-call';
import { formatKms, type ValuationState } from './valuation-flow';

/** A dealership's hours, holiday hours and time zone, for the call-by day. */
export interface OfferCallPlace {
  hours: OpeningHour[];
  timeZone: string;
  /** Its holiday hours (special_hours) by date: a closure is not a day the team calls by. */
  holidays: HolidayDay[];
}

/** The offer step's wording: `range` has {car}, {low} and {high}; `call` has {car} and {day}. */
export interface OfferTexts {
  range: string;
  call: string;
  /** Names the car when the shopper gave no rego or kilometres. */
  yourCar: string;
}

/** The offer step: a range to accept, or the team's call. */
export type OfferView = { kind: 'range'; text: string } | { kind: 'call'; text: string };

/** The car as the offer names it: "ABC123 (QLD), 54,000 kms", or `yourCar`. */
export function offerCarName(state: Pick<ValuationState, 'rego' | 'regoState' | 'kms'>, yourCar: string): string {
  const { rego, regoState, kms } = state;
  const car = [
    rego && `${rego}${regoState ? ` (${regoState.toUpperCase()})` : ''}`,
    kms !== undefined && formatKms(kms),
  ]
    .filter(Boolean)
    .join(', ');
  return car || yourCar;
}

const DAY = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The offer step for what the wizard has gathered, at `now`, for the dealership at `place`. */
export function offerView(state: ValuationState, texts: OfferTexts, place: OfferCallPlace, now: Date): OfferView {
  const car = offerCarName(state, texts.yourCar);
  if (state.range) {
    return {
      kind: 'range',
      text: texts.range
        .replace('{car}', car)
        .replace('{low}', formatAud(state.range.low))
        .replace('{high}', formatAud(state.range.high)),
    };
  }
  // A dealership shown as never open still gets a day: the next weekday it is not closed for a holiday.
  const day =
    offerCallDay(now, place.hours, place.timeZone, place.holidays) ??
    offerCallDay(now, [], place.timeZone, place.holidays) ??
    offerCallDay(now, [], place.timeZone)!;
  return {
    kind: 'call',
    text: texts.call.replace('{car}', car).replace('{day}', DAY.format(new Date(`${day.date}T00:00:00Z`))),
  };
}
