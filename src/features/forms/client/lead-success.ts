/** Fills /success from the success record the form kept (what was sent, the reference, the car). */
import { parseSuccessRecord, SUCCESS_RECORD_KEY } from '../success-record';

class LeadSuccessElement extends HTMLElement {
  connectedCallback(): void {
    let record;
    try {
      record = parseSuccessRecord(localStorage.getItem(SUCCESS_RECORD_KEY));
    } catch {
      record = undefined;
    }
    if (!record) return;
    const kinds = JSON.parse(this.dataset.kinds ?? '{}') as Record<string, string>;
    const rows = this.querySelector('[data-rows]');
    const vehicle = record.car ? [{ label: this.dataset.vehicle ?? 'Vehicle', value: record.car.title }] : [];
    for (const row of [...vehicle, ...record.rows]) {
      const dt = document.createElement('dt');
      dt.className = 'text-sm font-semibold text-muted';
      dt.textContent = row.label;
      const dd = document.createElement('dd');
      dd.className = 'break-words text-ink';
      dd.textContent = row.value;
      rows?.append(dt, dd);
    }
    this.querySelector('[data-kind]')?.replaceChildren(kinds[record.kind] ?? record.heading);
    this.querySelector('[data-reference]')?.replaceChildren(record.lead_id);
    const sent = this.querySelector<HTMLElement>('[data-sent]');
    if (sent) sent.hidden = false;
    const back = this.querySelector<HTMLAnchorElement>('[data-back-to-car]');
    if (back && record.car?.href?.startsWith('/')) {
      back.href = record.car.href;
      back.hidden = false;
    }
  }
}

/** Registers <fc-lead-success> once. */
export function defineLeadSuccess(): void {
  if (!customElements.get('fc-lead-success')) customElements.define('fc-lead-success', LeadSuccessElement);
}
