/**
 * The site's vehicle-page forms (vehicle-forms-view.ts, `SiteVehicleForms`) for the forms island and the
 * finance enquiry modal: written once per build beside the prepared data and bundled into their code,
 * so every car page's HTML carries only which forms it shows and its car (about 0.8 KB brotli a page).
 */
import forms from 'virtual:forecourt/vehicle-forms';
import type { SiteVehicleForms } from './vehicle-forms-view';

export const VEHICLE_FORMS: SiteVehicleForms = forms;
