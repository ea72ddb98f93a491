/**
 * The budget search box's browser side: recomputes the budget, the count and the button on every
 * change (the same view model as the build), fills a quick pick into the deposit, and bounds the
 * inputs to 0..1,000,000 when committed.
 */
import type { CarType } from '../../../domain/car';
import { parseBudgetInput, type BudgetFrequency } from '../../../domain/finance';
import { budgetView, type BudgetStock, type BudgetText } from '../budget-view';

interface BudgetSetup {
  stock: BudgetStock;
  text: BudgetText;
  frequency: BudgetFrequency;
  minPrice: number;
}

class BudgetSearchElement extends HTMLElement {
  private setup?: BudgetSetup;

  connectedCallback(): void {
    if (this.setup) return;
    this.setup = JSON.parse(this.dataset.setup ?? '{}') as BudgetSetup;
    const form = this.querySelector<HTMLFormElement>('[data-form]');
    form?.addEventListener('input', () => this.render());
    form?.addEventListener('change', (event) => this.onCommit(event.target));
    for (const pick of this.querySelectorAll<HTMLButtonElement>('[data-pick]')) {
      pick.addEventListener('click', () => {
        const deposit = this.field('deposit');
        if (deposit) deposit.value = pick.dataset.pick ?? '0';
        this.render();
      });
    }
    // The page may come back from the history cache with the user's last inputs.
    this.render();
  }

  private field(name: string): HTMLInputElement | null {
    return this.querySelector<HTMLInputElement>(`input[data-field="${name}"]`);
  }

  private onCommit(target: EventTarget | null): void {
    if (target instanceof HTMLInputElement && target.dataset.field) target.value = String(parseBudgetInput(target.value));
    this.render();
  }

  private render(): void {
    if (!this.setup) return;
    const chosen = [...this.querySelectorAll<HTMLInputElement>('input[data-type]:checked')].map((box) => box.value as CarType);
    const view = budgetView(
      this.setup.stock,
      chosen,
      { repayment: this.field('repayment')?.value ?? '', deposit: this.field('deposit')?.value ?? '', frequency: this.setup.frequency, minPrice: this.setup.minPrice },
      this.setup.text,
    );
    const out = <T extends HTMLElement>(name: string) => this.querySelector<T>(`[data-out="${name}"]`);
    const budget = out('budget');
    if (budget) budget.textContent = view.budgetText;
    const message = out('message');
    if (message) {
      message.textContent = view.message ?? '';
      message.hidden = view.message === undefined;
    }
    const price = out<HTMLInputElement>('price');
    if (price) price.value = view.priceParam;
    const button = out<HTMLButtonElement>('button');
    if (button) {
      button.textContent = view.buttonLabel;
      button.disabled = view.disabled;
    }
  }
}

/** Registers <fc-budget-search> once. */
export function defineBudgetSearch(): void {
  if (!customElements.get('fc-budget-search')) customElements.define('fc-budget-search', BudgetSearchElement);
}
