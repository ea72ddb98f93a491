/**
 * The vehicle page's forms. A big group builds 20,000 car pages: what is the same on all of them (each
 * form's heading, intro and setup without a car, the finance enquiry modal's form) is worked out once
 * per build and travels in the forms' code (`virtual:forecourt/vehicle-forms`, vehicle-forms-data.ts),
 * not in every page's island props. A car page's props say only which forms it shows, what each asks
 * about the car, and the car's few fields; the island puts the two together (`vehicleFormsView`).
 */
import { REQUEST_PHOTOS_TEXT } from '../../contracts/lead';
import { FIND_SIMILAR_LABEL, vehicleAvailability } from '../../domain/availability';
import { isAvailable, type Car } from '../../domain/car';
import type { Site } from '../../site/site.server';
import { carDisplayName, carLeadFields, enquiryCar, type LeadFormSetup, type LookupCar } from './form-setup';
import { financeEnquirySetup, leadFormSetup, type SiteWords } from './form-setups';
import { formQuestions, formSite, type FormQuestions } from './form-site';
import { financeTexts, testDriveTexts, type FinanceTexts, type TestDriveTexts } from './form-texts';
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

/** The finance enquiry modal's form as the site words it (its car and questions come with the page). */
export interface SiteFinanceForm {
  setup: LeadFormSetup;
  texts: FinanceTexts;
  intro: string;
}

/** Every form a car page may show, built once per build: the data of `virtual:forecourt/vehicle-forms`. */
export interface SiteVehicleForms {
  tabsLabel: string;
  enquiry: SiteForm<EnquiryView>;
  findSimilar: SiteForm<FindSimilarView>;
  testDrive: SiteForm<TestDriveView>;
  photos: PhotosView | false;
  finance: SiteFinanceForm;
}

/** Which forms one car's page shows and what each asks about the car: the island's props, besides the car. */
export interface VehicleFormsChoice {
  first: { form: 'vehicle-enquiry' | 'find-similar'; questions: FormQuestions };
  /** What the test drive asks, where the car offers one. */
  testDrive?: FormQuestions;
  /** Request Photos is shown. */
  photos?: true;
}

/** The site's vehicle-page forms, made once a build as prepared data (pages and islands read that copy). */
export function siteVehicleForms(site: SiteWords): SiteVehicleForms {
  const { t, config } = site;
  const message = { name: 'message', label: t('field.message') };
  return {
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
    finance: {
      setup: financeEnquirySetup(site, t('finance.enquiryTitle')),
      texts: financeTexts(t, config.finance.calculator.defaultFrequency),
      intro: t('financeUi.enquiryIntro'),
    },
  };
}

/** The test drive's setup, without a car (the vehicle page adds its car; /book-test-drive reads one from the query). */
export function testDriveSetup(site: SiteWords, carFromQuery = false): LeadFormSetup {
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

/** Which forms a car's page shows (spec 01 §5.5, spec 02 §4) and what each asks about the car. */
export function vehicleFormsChoice(site: Pick<Site, 't' | 'config'>, car: Car): VehicleFormsChoice {
  const { config } = site;
  const rules = formSite(site);
  const findSimilar = vehicleAvailability(car, { enquiry: config.features.enquiry }).findSimilar;
  // What each form asks about this car (a location where the site requires one, for new cars say).
  const first = findSimilar
    ? ({ form: 'find-similar', kind: 'find_similar' } as const)
    : ({ form: 'vehicle-enquiry', kind: 'enquiry' } as const);
  return {
    first: { form: first.form, questions: formQuestions(rules, first.kind, car) },
    ...(offersTestDrive(car, config.features.testDrive) ? { testDrive: formQuestions(rules, 'test_drive', car) } : {}),
    ...(config.features.requestPhotos && isAvailable(car) ? { photos: true as const } : {}),
  };
}

/** The forms a car's page shows, each the site's own, asking what the choice says. */
export function vehicleFormsView(forms: SiteVehicleForms, choice: VehicleFormsChoice): VehicleFormsView {
  const first: EnquiryView | FindSimilarView =
    choice.first.form === 'find-similar'
      ? { ...forms.findSimilar, questions: choice.first.questions }
      : { ...forms.enquiry, questions: choice.first.questions };
  return {
    tabsLabel: forms.tabsLabel,
    first,
    ...(choice.testDrive ? { testDrive: { ...forms.testDrive, questions: choice.testDrive } } : {}),
    ...(choice.photos && forms.photos ? { photos: forms.photos } : {}),
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
