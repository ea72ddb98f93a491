/** Starts every behaviour of the vehicle page; each part is small and finds its own elements. */
import { initViewer } from './viewer';
import { initLocationBar, initMoreToggles, initTabs } from './toggles';
import { initPhone } from './phone';
import { initShare } from './share';
import { initStickyBars } from './sticky';
import { initDelivery, initFuel } from './calculators';
import { initSalesCounter, initViews } from './counters';
import { initSimilar } from './similar';
import { initAutogauge } from './autogauge';
import { initChat } from './chat';
import { initPdf } from './pdf';
import { initVideoFacades } from './video';
import { trackEvent, trackViewContent } from '../../analytics/track';
import { ANALYTICS_EVENTS } from '../../analytics/events';

/** Wires the page once. */
export function initVehiclePage(): void {
  const viewer = document.querySelector<HTMLElement>('[data-viewer]');
  if (viewer) initViewer(viewer);
  initMoreToggles();
  initTabs();
  initLocationBar();
  initPhone();
  initShare();
  initStickyBars();
  initFuel();
  initDelivery();
  initSalesCounter();
  initSimilar();
  initChat();
  initPdf();
  initVideoFacades();
  void initViews();
  void initAutogauge();
  const page = document.querySelector<HTMLElement>('[data-vehicle-page]');
  if (page?.dataset.carId) {
    trackEvent(page.dataset.carType === 'used' ? ANALYTICS_EVENTS.usedVehicleView : ANALYTICS_EVENTS.vehicleView, { car_id: page.dataset.carId });
    trackViewContent({ id: page.dataset.carId, name: document.title, price: page.dataset.price ? Number(page.dataset.price) : undefined });
  }
  document.documentElement.dataset.vehicleReady = 'true';
}
