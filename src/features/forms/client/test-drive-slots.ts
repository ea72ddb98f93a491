/**
 * Fills the test-drive time list from the availability call (spec 01 §5.5) whenever the date or
 * the location changes. A failed call or an empty day leaves only "Any time" and says so.
 */
import { apiClient } from './api';

class TestDriveSlotsElement extends HTMLElement {
  private request = 0;

  connectedCallback(): void {
    const form = this.closest('form');
    const date = this.querySelector<HTMLInputElement>('input[name="appointment_date"]');
    // The page was built earlier: today, not the build day, is the first bookable date.
    const today = new Date();
    if (date) date.min = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    this.querySelector('input[name="appointment_date"]')?.addEventListener('change', () => void this.load());
    form?.querySelector('select[name="location_id"]')?.addEventListener('change', () => void this.load());
    // A date picked before this code arrived (it loads with the form engine) still fetches its times.
    if (date?.value) void this.load();
  }

  private locationId(): string {
    const select = this.closest('form')?.querySelector<HTMLSelectElement>('select[name="location_id"]');
    return select?.value || this.dataset.location || '';
  }

  private async load(): Promise<void> {
    const date = this.querySelector<HTMLInputElement>('input[name="appointment_date"]')?.value ?? '';
    const select = this.querySelector<HTMLSelectElement>('select[name="appointment"]');
    const hint = this.querySelector<HTMLElement>('[data-slots-hint]');
    const locationId = this.locationId();
    if (!select || !hint) return;
    select.replaceChildren(new Option(this.dataset.any ?? '', ''));
    if (!date || !locationId) return;
    const request = ++this.request;
    hint.textContent = this.dataset.loading ?? '';
    const result = await apiClient().testDriveAvailability(locationId, date);
    if (request !== this.request) return;
    const slots = result.ok ? result.data.slots : [];
    for (const slot of slots) select.append(new Option(slot.label, slot.start));
    hint.textContent = slots.length === 0 ? (this.dataset.none ?? '') : '';
  }
}

/** Registers <fc-test-drive-slots> once. */
export function defineTestDriveSlots(): void {
  if (!customElements.get('fc-test-drive-slots')) customElements.define('fc-test-drive-slots', TestDriveSlotsElement);
}
