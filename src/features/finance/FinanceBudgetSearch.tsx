/**
 * "Find cars for your budget" island (spec 02 §2, §4, §5, §9): car types, repayment and deposit
 * (with the money quick picks), the budget it makes, and a search button that reads
 * "0 {type}s Found" and is disabled when no stock fits. A plain GET form to the search page, so it
 * works before it hydrates; a press made before then is carried out once it has.
 */
import { useCallback, useMemo, useState } from 'react';
import type { CarType } from '../../domain/car';
import { parseBudgetInput } from '../../domain/finance';
import type { FinanceBudgetSearchProps } from './budget-search-props';
import { budgetView } from './budget-view';
import { FinanceBudgetMoneyField } from './FinanceBudgetMoneyField';

export type { FinanceBudgetSearchProps };

type MoneyField = 'repayment' | 'deposit';

export default function FinanceBudgetSearch({
  action,
  stock,
  text,
  frequency,
  termYears,
  minPrice,
  start,
  types,
  picks,
  labels,
}: FinanceBudgetSearchProps) {
  const [money, setMoney] = useState<Record<MoneyField, string>>({
    repayment: String(start.repayment),
    deposit: String(start.deposit),
  });
  const [chosen, setChosen] = useState<CarType[]>([]);
  const view = useMemo(
    () => budgetView(stock, chosen, { ...money, frequency, termYears, minPrice }, text),
    [stock, chosen, money, frequency, termYears, minPrice, text],
  );
  const tick = (value: CarType, on: boolean) =>
    setChosen((current) => (on ? [...current.filter((t) => t !== value), value] : current.filter((t) => t !== value)));

  // A ref callback, so it is in place before any held input is replayed.
  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (!form) return undefined;
    // A page restored from history may hold the shopper's last inputs (they arrive before any script).
    const field = (name: MoneyField) => form.querySelector<HTMLInputElement>(`input[data-field="${name}"]`)?.value;
    setMoney((current) => {
      const restored = {
        repayment: field('repayment') ?? current.repayment,
        deposit: field('deposit') ?? current.deposit,
      };
      return restored.repayment === current.repayment && restored.deposit === current.deposit ? current : restored;
    });
    const ticked = [...form.querySelectorAll<HTMLInputElement>('input[data-type]:checked')].map(
      (box) => box.value as CarType,
    );
    if (ticked.length > 0) setChosen(ticked);
    // The native change is the commit: the field shows the amount used, 0 to 1,000,000.
    const onCommit = (event: Event) => {
      const name = event.target instanceof HTMLInputElement ? event.target.dataset.field : undefined;
      if (name === 'repayment' || name === 'deposit')
        setMoney((current) => ({ ...current, [name]: String(parseBudgetInput(current[name])) }));
    };
    form.addEventListener('change', onCommit);
    return () => form.removeEventListener('change', onCommit);
  }, []);

  const setField = (name: MoneyField) => (value: string) => setMoney((current) => ({ ...current, [name]: value }));

  return (
    <div className="block" data-budget-search="">
      <form
        ref={formRef}
        method="get"
        action={action}
        className="grid gap-5 rounded-brand border border-line bg-page p-5 shadow-sm sm:p-6"
        aria-labelledby="budget-title"
        data-form=""
      >
        <div>
          <h2 id="budget-title" className="font-display text-xl font-extrabold text-ink sm:text-2xl">
            {labels.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{labels.intro}</p>
        </div>
        {types.length > 0 && (
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{labels.carTypes}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {types.map(({ value, label }) => (
                <label key={value} className="relative">
                  <input
                    className="peer sr-only"
                    type="checkbox"
                    name="car_type"
                    value={value}
                    checked={chosen.includes(value)}
                    data-type=""
                    onChange={(event) => tick(value, event.currentTarget.checked)}
                  />
                  <span
                    className={
                      'inline-flex h-11 cursor-pointer items-center gap-2 ' +
                      'rounded-full border border-line bg-page px-4 text-sm ' +
                      'font-semibold text-ink transition-colors hover:border-brand ' +
                      'peer-checked:border-brand peer-checked:bg-brand ' +
                      'peer-checked:text-brand-ink peer-focus-visible:outline-3 ' +
                      'peer-focus-visible:outline-offset-2 ' +
                      'peer-focus-visible:outline-accent'
                    }
                  >
                    {label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FinanceBudgetMoneyField
            id="budget-repayment"
            name="repayment"
            label={
              <>
                {labels.repayment} <span className="font-normal text-muted">{`(${labels.repaymentPer})`}</span>
              </>
            }
            value={money.repayment}
            onChange={setField('repayment')}
          />
          <FinanceBudgetMoneyField
            id="budget-deposit"
            name="deposit"
            label={labels.deposit}
            value={money.deposit}
            onChange={setField('deposit')}
          />
        </div>
        {picks.length > 0 && (
          <div role="group" aria-label={labels.picks}>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted" aria-hidden="true">
              {labels.picks}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {picks.map(({ amount, label }) => (
                <button
                  key={amount}
                  type="button"
                  className={
                    'h-9 rounded-full border border-line bg-panel px-3 text-sm ' +
                    'font-semibold tabular-nums text-ink transition-colors ' +
                    'hover:border-brand hover:text-brand'
                  }
                  data-pick={amount}
                  onClick={() => setField('deposit')(String(amount))}
                >
                  {label}
                </button>
              ))}
            </div>
          </div>
        )}
        <div className="flex flex-col gap-4 rounded-brand bg-panel p-4 sm:flex-row sm:items-center sm:justify-between">
          <div aria-live="polite" aria-atomic="true">
            <p className="text-sm text-muted">{labels.result}</p>
            <p className="font-display text-3xl font-extrabold tabular-nums text-ink" data-out="budget">
              {view.budgetText}
            </p>
            <p className="text-xs text-muted">{labels.loanTerm}</p>
            <p className="mt-1 text-sm font-semibold text-bad" data-out="message" hidden={!view.message}>
              {view.message}
            </p>
          </div>
          <input type="hidden" name="price" value={view.priceParam} data-out="price" />
          <button
            type="submit"
            className="fc-btn fc-btn-accent min-w-48 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={view.disabled}
            data-out="button"
          >
            {view.buttonLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
