/** Page object of the search page: finds widgets by role and accessible name (Medusa's product-page fixture style). */
import { expect, type Locator, type Page } from '@playwright/test';

export class SearchPage {
  readonly results: Locator;
  readonly cards: Locator;
  readonly filters: Locator;
  readonly input: Locator;
  readonly sort: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.results = page.getByRole('region', { name: 'Search results' });
    this.cards = this.results.locator('article:not([data-promo])');
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.input = page.getByTestId('search-directory-input');
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.count = page.getByText(/\d[\d,]* cars? found/);
  }

  /** Opens a search URL and waits for the island to hydrate. */
  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.page.locator('astro-island:not([ssr])')).toHaveCount(1);
  }

  /** The filter section titled `title` (MAKE, COLOUR …). */
  group(title: string): Locator {
    return this.filters.locator('section[data-filter]').filter({ has: this.page.getByRole('button', { name: new RegExp(`^${title}`, 'i') }) });
  }

  /** A value's checkbox inside a filter section. */
  option(title: string, value: string): Locator {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.group(title).getByRole('checkbox', { name: new RegExp(`^${escaped} \\(\\d+\\)$`) });
  }

  /** Labels of a filter section's values, in page order. */
  async optionLabels(title: string): Promise<string[]> {
    const labels = await this.group(title).locator('label span.flex-1').allTextContents();
    return labels.map((l) => l.trim());
  }

  /** Card titles ("2021 Toyota Hilux"). */
  async titles(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  /** Card prices as numbers (cards without a price are left out). */
  async prices(): Promise<number[]> {
    const texts = await this.cards.locator('p.text-2xl').allTextContents();
    return texts.filter((t) => /\$/.test(t)).map((t) => Number(t.replace(/[^\d]/g, '')));
  }

  /** The shown result count. */
  async resultCount(): Promise<number> {
    return Number((await this.count.textContent())?.replace(/[^\d]/g, ''));
  }

  /** The slider of a range filter ("Minimum Price"). */
  slider(name: string): Locator {
    return this.filters.getByRole('slider', { name });
  }
}
