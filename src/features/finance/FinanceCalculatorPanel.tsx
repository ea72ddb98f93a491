/**
 * The finance calculator (spec 02 §2, §4, §5, §9): amount, term, interest, deposit/trade-in,
 * residual and frequency, with the repayment, total and comparison rate, in the site's words. The
 * build renders it with its starting figures, so the first view is complete and unchanged at
 * hydration; the figures come from the pure view model (calculator-model.ts) on every change. The
 * island (FinanceCalculator.tsx) gives it the site's words from its code.
 */
import type { CalculatorFields } from './calculator-model';
import type { CalculatorLabels, FinanceCalculatorProps } from './calculator-props';
import { FinanceCalculatorAmount } from './FinanceCalculatorAmount';
import { FinanceCalculatorDisclaimer } from './FinanceCalculatorDisclaimer';
import { FinanceCalculatorFrequency } from './FinanceCalculatorFrequency';
import { FinanceCalculatorNumberField } from './FinanceCalculatorNumberField';
import { FinanceCalculatorResult } from './FinanceCalculatorResult';
import { useFinanceCalculator } from './use-finance-calculator';

/** The range fields in order: the setup's range each is bounded by, and its unit (a suffix, or a dollar prefix). */
const RANGE_FIELDS = [
  ['termYears', 'term', { suffix: 'years' }],
  ['interest', 'interest', { suffix: 'percent' }],
  ['deposit', 'deposit', { prefix: '$' }],
  ['residual', 'residual', { prefix: '$' }],
] as const;

export function FinanceCalculatorPanel({
  idPrefix,
  setup,
  start,
  slider,
  labels,
  link,
  disclaimer,
}: FinanceCalculatorProps & { labels: CalculatorLabels }) {
  const calculator = useFinanceCalculator(setup, start, slider !== undefined);
  const id = (name: string) => `${idPrefix}-${name}`;
  const onChange = (name: keyof CalculatorFields) => (value: string) => calculator.change(name, value);
  return (
    <div className="block" data-finance-calculator="">
      <div className="overflow-hidden rounded-brand border border-line bg-page shadow-sm">
        <div className="grid lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <form
            ref={calculator.formRef}
            className="grid grid-cols-2 content-start gap-x-3 gap-y-4 p-5 sm:gap-x-4 sm:p-6"
            noValidate
            data-form=""
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="col-span-2">
              <h2 id={id('title')} className="font-display text-xl font-extrabold text-ink sm:text-2xl">
                {labels.heading}
              </h2>
              <p className="mt-1 text-sm text-muted">{labels.intro}</p>
            </div>
            <FinanceCalculatorAmount
              id={id('amount')}
              label={labels.amount}
              value={calculator.fields.amount}
              view={calculator.view}
              slider={slider}
              onChange={onChange('amount')}
            />
            {RANGE_FIELDS.map(([name, range, unit]) => (
              <FinanceCalculatorNumberField
                key={name}
                id={id(name)}
                name={name}
                label={labels.fields[name]}
                range={calculator.setup[range]}
                value={calculator.fields[name]}
                prefix={'prefix' in unit ? unit.prefix : undefined}
                suffix={
                  'suffix' in unit
                    ? unit.suffix === 'years' && Number.parseFloat(calculator.fields[name]) === 1
                      ? labels.year
                      : labels[unit.suffix]
                    : undefined
                }
                onChange={onChange(name)}
              />
            ))}
            <FinanceCalculatorFrequency
              legend={labels.frequency}
              names={labels.frequencies}
              value={calculator.frequency}
              onChoose={calculator.choose}
            />
          </form>
          <FinanceCalculatorResult view={calculator.view} labels={labels} link={link} />
        </div>
        {disclaimer && (
          <FinanceCalculatorDisclaimer
            id={id('disclaimer')}
            heading={labels.disclaimerHeading}
            showMore={labels.showMore}
            showLess={labels.showLess}
            {...disclaimer}
          />
        )}
      </div>
    </div>
  );
}
