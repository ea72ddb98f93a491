/**
 * The props of the vehicle page's forms island: the forms the car's page shows, each built once per
 * build for the whole site (setups without a car, the questions each form asks), and the few fields of
 * the car. A big group builds 20,000 car pages, each carrying these props in its HTML: the site's
 * rules, words and choices travel in the forms' code instead (form-site-data.ts), the site's part
 * here is shared, not copied, at build, and the car's part is small.
 */
import { REQUEST_PHOTOS_TEXT } from '../../api/schemas/lead';
import type { SiteConfig } from '../../config';
import { FIND_SIMILAR_LABEL, vehicleAvailability } from '../../domain/availability';
import { isAvailable, type Car } from '../../domain/car';
import { testDriveMinDate } from './test-drive-date';
import type { Site } from '../../site/site';
import { carDisplayName, carLeadFields, enquiryCar, type LeadFormSetup, type LookupCar } from './form-setup';
import { leadFormSetup } from './form-setups';
import { formQuestions, formSite, type FormQuestions, type FormSite } from './form-site';
import { testDriveTexts, type TestDriveTexts } from './form-texts';
import { offersTestDrive } from './vehicle-forms';

/** A form's heading, intro and setup (built without a car). */
interface FormView {
  heading: string;
  intro: string;
  setup: LeadFormSetup;
}

/** A form that asks where, and (but the test drive) the enquiry questions: what it asks about this car. */
interface AskingView extends FormView {
  questions: FormQuestions;
}

/** The multi-step enquiry (details, then the enquiry). */
export interface EnquiryView extends AskingView {
  form: 'vehicle-enquiry';
  steps: { details: string; enquiry: string };
}

/** Find Me Something Similar, in place of the enquiry. */
export interface FindSimilarView extends AskingView {
  form: 'find-similar';
}

/** The test drive, as the second tab. */
export interface TestDriveView extends AskingView {
  texts: TestDriveTexts;
  /** First bookable date at build (YYYY-MM-DD). */
  minDate: string;
}

/** Request Photos, below the tabs. */
export interface PhotosView extends FormView {
  requestText: string;
}

/** The forms one car page shows, as its island's props. */
export interface VehicleFormsView {
  /** Names the tab list. */
  tabsLabel: string;
  /** The enquiry, or Find Me Something Similar when the car is sold, test drive only or closed to enquiries. */
  first: EnquiryView | FindSimilarView;
  /** Where the site takes test drives and the car can be driven. */
  testDrive?: TestDriveView;
  /** Where the site offers it and the car is available. */
  photos?: PhotosView;
}

/** One car, as its page's forms need it. */
export interface VehicleFormsCar {
  lead: Pick<LookupCar, 'fixed' | 'car'>;
  /** Year, make, model and badge (the forms' intros name the car). */
  name: string;
  /** The car's own location: the location select's first choice, and where test-drive times are for. */
  locationId?: string;
}

/** A form as the site words it, before a car says what it asks. */
type SiteForm<T extends AskingView> = Omit<T, 'questions'>;

/** Every form a car page may show, built once per build. */
interface SiteVehicleForms {
  site: FormSite;
  tabsLabel: string;
  enquiry: SiteForm<EnquiryView>;
  findSimilar: SiteForm<FindSimilarView>;
  testDrive: SiteForm<TestDriveView>;
  photos: PhotosView | false;
}

const built = new WeakMap<SiteConfig, SiteVehicleForms>();

function siteVehicleForms(site: Site): SiteVehicleForms {
  const cached = built.get(site.config);
  if (cached) return cached;
  const { t, config } = site;
  const message = { name: 'message', label: t('field.message') };
  const forms: SiteVehicleForms = {
    site: formSite(site),
    tabsLabel: t('formsUi.formTabsLabel'),
    enquiry: {
      form: 'vehicle-enquiry',
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
      form: 'find-similar',
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
      minDate: testDriveMinDate(config, site.clock),
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
  built.set(site.config, forms);
  return forms;
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

/** The forms a car's page shows (spec 01 §5.5, spec 02 §4), each the site's own. */
export function vehicleFormsView(site: Site, car: Car): VehicleFormsView {
  const { config } = site;
  const forms = siteVehicleForms(site);
  const findSimilar = vehicleAvailability(car, { enquiry: config.features.enquiry }).findSimilar;
  // What each form asks about this car (a location where the site requires one, for new cars say).
  const about = <T extends AskingView>(form: SiteForm<T>): T => ({ ...form, questions: formQuestions(forms.site, form.setup.kind, car) }) as T;
  return {
    tabsLabel: forms.tabsLabel,
    first: findSimilar ? about<FindSimilarView>(forms.findSimilar) : about<EnquiryView>(forms.enquiry),
    ...(offersTestDrive(car, config.features.testDrive) ? { testDrive: about<TestDriveView>(forms.testDrive) } : {}),
    ...(forms.photos && isAvailable(car) ? { photos: forms.photos } : {}),
  };
}

/** One car's fields for its page's forms. */
export function vehicleFormsCar(car: Car): VehicleFormsCar {
  const locationId = car.location?.id ?? car.location_id;
  return {
    lead: { fixed: carLeadFields(car), car: enquiryCar(car) },
    name: carDisplayName(car),
    ...(locationId ? { locationId } : {}),
  };
}
