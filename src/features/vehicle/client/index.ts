/** Starts every behaviour of the vehicle page; each part is small and finds its own elements. */
import { initLocationBar, initMoreToggles } from './toggles';
import { wireTabs } from '../../../components/ui/tabs';
import { initPhone } from './phone';
import { initShare } from './share';
import { initStickyBars } from './sticky';
import { initSalesCounter, initViews } from './counters';
import { showReserved } from './reserved';
import { initSimilar } from './similar';
import { initChat } from './chat';
import { initPdf } from './pdf';
import { initPrintFinance } from './print-finance';
import { initVideoFacades } from './video';
import { whenNear } from './when-near';
import { trackEvent, trackViewContent } from '../../analytics/track.client';
import { ANALYTICS_EVENTS } from '../../analytics/events';

/** Loads a below-the-fold part's code only when its element comes within 500 px of the viewport. */
function loadNear(selector: string, load: () => Promise<unknown>): void {
  const el = document.querySelector(selector);
  if (!el) return;
  whenNear(
    el,
    '500px 0px',
    () => void load().catch((error: unknown) => console.error('[vehicle] part failed to load', selector, error)),
  );
}

/** Wires the page once. */
export function initVehiclePage(): void {
  initMoreToggles();
  wireTabs();
  initLocationBar();
  initPhone();
  initShare();
  initStickyBars();
  let calculators: Promise<void> | undefined;
  const loadCalculators = () =>
    (calculators ??= import('./calculators').then(({ initFuel, initDelivery }) => {
      initFuel();
      initDelivery();
    }));
  loadNear('[data-fuel-calc], [data-delivery-calc]', loadCalculators);
  // A submit before the code has arrived must not reload the page: hold it and send it once it is wired.
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-fuel-calc], [data-delivery-calc]')) {
    form.addEventListener('submit', (e) => {
      if (form.dataset.ready) return;
      e.preventDefault();
      void loadCalculators().then(() => form.requestSubmit());
    });
  }
  void initSalesCounter().catch((error: unknown) => console.error('[vehicle] sales counter failed', error));
  initSimilar();
  initChat();
  initPdf();
  initPrintFinance();
  initVideoFacades();
  void initViews().then((answer) => {
    if (answer?.reserved) showReserved();
  });
  loadNear('[data-autogauge]', async () => (await import('./autogauge')).initAutogauge());
  document
    .querySelector('[data-history-report]')
    ?.addEventListener('click', () => trackEvent(ANALYTICS_EVENTS.historyReport));
  const page = document.querySelector<HTMLElement>('[data-vehicle-page]');
  if (page?.dataset.carId) {
    trackEvent(page.dataset.carType === 'used' ? ANALYTICS_EVENTS.usedVehicleView : ANALYTICS_EVENTS.vehicleView, {
      car_id: page.dataset.carId,
    });
    trackViewContent({
      id: page.dataset.carId,
      name: document.title,
      price: page.dataset.price ? Number(page.dataset.price) : undefined,
    });
  }
  document.documentElement.dataset.vehicleReady = 'true';
}
