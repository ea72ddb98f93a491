/** `<fc-compare>`: the Compare toggle on cards and vehicle pages, over the one compare store, with a link to the comparison once a car is picked. */
import type { CompareItem } from './compare-item';
import { $compare, setCompare, startCompare } from './store';
import { toggleCompare } from './store';

function defineCompare(): void {
  class CompareElement extends HTMLElement {
    #stop: (() => void) | undefined;

    connectedCallback() {
      const button = this.querySelector('button');
      const note = this.querySelector<HTMLElement>('[data-compare-note]');
      if (!button || this.#stop) return;
      const item = JSON.parse(this.dataset.item ?? '{}') as CompareItem;
      const labels = JSON.parse(this.dataset.labels ?? '{}') as { add: string; remove: string; full: string; view: string };
      const link = this.querySelector<HTMLAnchorElement>('[data-compare-link]');
      startCompare();
      const onClick = () => {
        const next = toggleCompare($compare.get(), item);
        if (note) note.textContent = next.full ? labels.full : '';
        if (!next.full) setCompare(next.items);
      };
      button.addEventListener('click', onClick);
      const unsubscribe = $compare.subscribe((items) => {
        const on = items.some((i) => i.id === item.id);
        button.setAttribute('aria-pressed', String(on));
        button.textContent = on ? labels.remove : labels.add;
        // The way to the comparison, once there is something to compare.
        if (link) {
          link.hidden = items.length === 0;
          link.textContent = labels.view.replace('{count}', String(items.length));
        }
      });
      this.#stop = () => {
        button.removeEventListener('click', onClick);
        unsubscribe();
      };
    }

    disconnectedCallback() {
      this.#stop?.();
      this.#stop = undefined;
    }
  }
  if (!customElements.get('fc-compare')) customElements.define('fc-compare', CompareElement);
}

if (typeof customElements !== 'undefined') defineCompare();
