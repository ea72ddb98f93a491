/** Location selects: a select offering one real choice takes it, once (a shopper who clears it is not overruled). */
import { loneOptionValue } from '../locator-model';

/** Auto-selects the lone option of every [data-location-select] select, one time each. */
export function wireLocationSelects(root: ParentNode = document): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-location-select]')) {
    if (select.dataset.autoSelected) continue;
    const lone = loneOptionValue([...select.options].map((o) => o.value));
    if (lone === undefined) continue;
    select.dataset.autoSelected = '1';
    select.value = lone;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
