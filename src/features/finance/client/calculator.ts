/**
 * The calculator's browser side: a custom element over the static HTML. It reads its setup from
 * `data-setup`, recomputes with the shared view model on every input, bounds term, interest,
 * deposit and residual when a field is committed, and sends the calculator-use event once.
 */
import { ANALYTICS_EVENTS } from '../../analytics/events';
import { trackEvent } from '../../analytics/track';
import { publishCalculatorFigures } from '../enquiry-request';
import { parseAmount, type CalculatorInputs } from '../../../domain/finance';
import { groupThousands } from '../../../domain/money';
import { boundInputs, calculatorView, frequencyFrom, sliderFill, type CalculatorSetup } from '../calculator-model';

const RANGE_FIELDS = ['termYears', 'interest', 'deposit', 'residual'] as const;

class FinanceCalculatorElement extends HTMLElement {
  private setup?: CalculatorSetup;
  private used = false;

  connectedCallback(): void {
    if (this.setup) return;
    this.setup = JSON.parse(this.dataset.setup ?? '{}') as CalculatorSetup;
    const form = this.querySelector<HTMLFormElement>('[data-form]');
    form?.addEventListener('submit', (event) => event.preventDefault());
    form?.addEventListener('input', () => this.onInput());
    form?.addEventListener('change', (event) => this.onCommit(event.target));
    this.querySelector('[data-toggle-disclaimer]')?.addEventListener('click', (event) => this.toggleDisclaimer(event.currentTarget as HTMLButtonElement));
  }

  private field(name: string): HTMLInputElement | null {
    return this.querySelector<HTMLInputElement>(`input[data-field="${name}"]`);
  }

  private readInputs(): CalculatorInputs {
    const number = (name: string) => {
      const value = Number.parseFloat(this.field(name)?.value ?? '');
      return Number.isFinite(value) ? value : Number.NaN;
    };
    const checked = this.querySelector<HTMLInputElement>('input[data-field="frequency"]:checked');
    return {
      amount: parseAmount(this.field('amount')?.value ?? ''),
      termYears: number('termYears'),
      interest: number('interest'),
      deposit: number('deposit'),
      residual: number('residual'),
      frequency: frequencyFrom(checked?.value, 'weekly'),
    };
  }

  private onInput(): void {
    if (!this.used) {
      this.used = true;
      trackEvent(ANALYTICS_EVENTS.calculatorUse);
    }
    this.render();
  }

  // A committed field shows the value the calculator uses: bounded, and the price without stray characters.
  private onCommit(target: EventTarget | null): void {
    if (!this.setup || !(target instanceof HTMLInputElement)) return;
    const bounded = boundInputs(this.setup, this.readInputs());
    const name = target.dataset.field;
    // A slider's value is always a step on it already.
    if (name === 'amount' && target.type !== 'range') target.value = groupThousands(Math.round(bounded.amount));
    else if (RANGE_FIELDS.includes(name as (typeof RANGE_FIELDS)[number])) target.value = String(bounded[name as (typeof RANGE_FIELDS)[number]]);
    this.render();
  }

  private render(): void {
    if (!this.setup) return;
    publishCalculatorFigures({ amount: this.field('amount')?.value ?? '', deposit: this.field('deposit')?.value ?? '', termYears: this.field('termYears')?.value ?? '' });
    const view = calculatorView(this.setup, this.readInputs());
    this.out('repayment', view.repaymentText);
    this.out('total', view.totalText ?? '');
    this.out('comparisonRate', view.comparisonRateText);
    this.out('amountHelp', view.amountHelp ?? '');
    this.out('amountText', view.amountText);
    const amount = this.field('amount');
    if (amount?.type === 'range') {
      amount.setAttribute('aria-valuetext', view.amountText);
      amount.style.setProperty('--fill', `${sliderFill(Number(amount.value), { min: Number(amount.min), max: Number(amount.max) })}%`);
    }
    const note = this.querySelector<HTMLElement>('[data-out="note"]');
    if (note) note.textContent = view.enquire ? (note.dataset.enquire ?? '') : view.fromLender ? (note.dataset.lender ?? '') : '';
    const total = this.querySelector<HTMLElement>('[data-row="total"]');
    if (total) total.hidden = view.enquire;
  }

  private out(name: string, text: string): void {
    const el = this.querySelector<HTMLElement>(`[data-out="${name}"]`);
    if (el && el.textContent !== text) el.textContent = text;
  }

  private toggleDisclaimer(button: HTMLButtonElement): void {
    const expanded = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = (expanded ? button.dataset.less : button.dataset.more) ?? '';
    const short = this.querySelector<HTMLElement>('[data-disclaimer="short"]');
    const full = this.querySelector<HTMLElement>('[data-disclaimer="full"]');
    if (short) short.hidden = expanded;
    if (full) full.hidden = !expanded;
  }
}

/** Registers <fc-finance-calculator> once. */
export function defineFinanceCalculator(): void {
  if (!customElements.get('fc-finance-calculator')) customElements.define('fc-finance-calculator', FinanceCalculatorElement);
}
