/**
 * Call Now and the phone reveal (spec 01 §4.5): the number shows masked on wide screens; the first
 * press reveals it and records the lead event, later presses dial. On phones the press dials at once
 * (and records the event). A car without a number only warns in the console (spec 01 §8).
 */
import { recordPhoneReveal } from './api';

/** Wires every Call Now link. */
export function initPhone(root: ParentNode = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-phone-reveal]')];
  if (links.length === 0 && root.querySelector('[data-sidebar]'))
    console.warn('[vehicle] no phone number for this car');
  let recorded = false;
  const record = (link: HTMLAnchorElement) => {
    if (recorded) return;
    recorded = true;
    void recordPhoneReveal({
      car_id: link.dataset.car ?? '',
      dealership_id: link.dataset.dealership,
      website_id: link.dataset.website,
    });
  };
  for (const link of links) {
    link.addEventListener('click', (e) => {
      const text = link.querySelector<HTMLElement>('[data-phone-text]');
      const wide = text !== null && getComputedStyle(text).display !== 'none';
      if (link.dataset.phoneReveal === 'masked' && wide) {
        e.preventDefault();
        text.textContent = link.dataset.number ?? '';
        link.dataset.phoneReveal = 'revealed';
      }
      record(link);
    });
  }
}
