/**
 * The props of the vehicle page's forms island, in two parts: what every car page of a site shares
 * (the form rules, words and setups, built once per build), and the few fields of one car. A big
 * group builds 20,000 car pages, each carrying these props in its HTML: the site's part is the
 * same text on every page, and the car's part is small.
 */
import { REQUEST_PHOTOS_TEXT } from '../../api/schemas/lead';
import type { SiteConfig } from '../../config';
import { FIND_SIMILAR_LABEL, vehicleAvailability } from '../../domain/availability';
import { isAvailable, type Car } from '../../domain/car';
import { zonedDate } from '../../domain/time-zone';
import type { Site } from '../../site/site';
import type { PlaceCar } from './FormPlaceFields';
import { carDisplayName, carLeadFields, enquiryCar, type LeadFormSetup, type LookupCar } from './form-setup';
import { leadFormSetup } from './form-setups';
import { formSite, type FormSite } from './form-site';
import { testDriveTexts, type TestDriveTexts } from './form-texts';
import { offersTestDrive } from './vehicle-forms';

/** A form's heading, intro and setup (built without a car). */
interface VehicleFormView {
  heading: string;
  intro: string;
  setup: LeadFormSetup;
}

/** The site's vehicle-page forms, the same on every car page. */
export interface VehicleFormsView {
  site: FormSite;
  /** Names the tab list. */
  tabsLabel: string;
  enquiry: VehicleFormView & { steps: { details: string; enquiry: string } };
  findSimilar: VehicleFormView;
  testDrive: VehicleFormView & { texts: TestDriveTexts; minDate: string };
  /** Request Photos, where the site offers it. */
  photos: (VehicleFormView & { requestText: string }) | false;
}

/** One car, as its page's forms need it. */
export interface VehicleFormsCar {
  lead: Pick<LookupCar, 'fixed' | 'car'>;
  /** Year, make, model and badge (the forms' intros name the car). */
  name: string;
  place: PlaceCar;
  /** Find Me Something Similar in place of the enquiry (sold, test drive only, closed to enquiries). */
  findSimilar: boolean;
  testDrive: boolean;
  photos: boolean;
}

const built = new WeakMap<SiteConfig, VehicleFormsView>();

/** The site's vehicle-page forms, built once per build. */
export function vehicleFormsView(site: Site): VehicleFormsView {
  const cached = built.get(site.config);
  if (cached) return cached;
  const { t, config } = site;
  const message = { name: 'message', label: t('field.message') };
  const view: VehicleFormsView = {
    site: formSite(site),
    tabsLabel: t('formsUi.formTabsLabel'),
    enquiry: {
      heading: t('enquiry.heading'),
      intro: t('formsUi.enquiryIntro'),
      steps: { details: t('formsUi.stepDetails'), enquiry: t('formsUi.stepEnquiry') },
      setup: leadFormSetup(site, {
        kind: 'enquiry',
        heading: t('formsUi.successKind.enquiry'),
        fixed: { category: t('formsUi.categoryEnquiry') },
        leadFlow: true,
        shown: [message, { name: 'PreferredContactMethod', label: t('field.preferredContactMethod') }],
      }),
    },
    findSimilar: {
      heading: t('formsUi.findSimilarHeading'),
      intro: t('formsUi.findSimilarIntro'),
      setup: leadFormSetup(site, {
        kind: 'find_similar',
        heading: t('formsUi.successKind.find_similar'),
        fixed: { category: t('formsUi.categoryEnquiry'), subcategory: FIND_SIMILAR_LABEL },
        shown: [message],
      }),
    },
    testDrive: {
      heading: t('testDrive.heading'),
      intro: t('formsUi.testDriveIntro'),
      texts: testDriveTexts(t, config.forms.testDriveDisclaimer),
      minDate: zonedDate(site.clock, config.timeZone),
      setup: testDriveSetup(site),
    },
    photos: config.features.requestPhotos
      ? {
          heading: t('photos.heading'),
          intro: t('formsUi.photosIntro'),
          requestText: t('photos.defaultMessage') || REQUEST_PHOTOS_TEXT,
          setup: leadFormSetup(site, {
            kind: 'request_photos',
            heading: t('formsUi.successKind.request_photos'),
            fixed: { category: t('formsUi.categoryPhotos') },
            shown: [{ name: 'request_text', label: t('photos.heading') }, message],
          }),
        }
      : false,
  };
  built.set(site.config, view);
  return view;
}

/** The test drive's setup, without a car (the vehicle page adds its car; /book-test-drive reads one from the query). */
export function testDriveSetup(site: Site, carFromQuery = false): LeadFormSetup {
  const { t } = site;
  return leadFormSetup(site, {
    kind: 'test_drive',
    heading: t('formsUi.successKind.test_drive'),
    carFromQuery,
    leadFlow: true,
    fixed: { category: t('formsUi.categoryTestDrive') },
    shown: [
      { name: 'location_id', label: t('formsUi.testDriveLocation') },
      { name: 'appointment_date', label: t('formsUi.date') },
      { name: 'appointment', label: t('formsUi.time') },
      { name: 'message', label: t('field.message') },
    ],
  });
}

/** One car's fields for its page's forms. */
export function vehicleFormsCar(car: Car, config: SiteConfig): VehicleFormsCar {
  const locationId = car.location?.id ?? car.location_id;
  return {
    lead: { fixed: carLeadFields(car), car: enquiryCar(car) },
    name: carDisplayName(car),
    place: { car_type: car.car_type, ...(locationId ? { locationId } : {}) },
    findSimilar: vehicleAvailability(car, { enquiry: config.features.enquiry }).findSimilar,
    testDrive: offersTestDrive(car, config.features.testDrive),
    photos: Boolean(config.features.requestPhotos) && isAvailable(car),
  };
}
