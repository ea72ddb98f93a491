/**
 * The words the form islands draw, resolved from the site's messages at build time (an island gets
 * plain strings, never the translator): the fields every lead form shares and the form shell.
 */
import type { Translate } from '../../config';
import { FREQUENCY_ORDER, type Frequency } from '../../domain/finance/frequency';
import { CONTACT_METHODS } from '../../contracts/lead-fields';
import type { FormOption } from '../../site/form-choices';

/** Labels, hints and placeholders of the shared fields (contact, place and enquiry questions). */
export interface FieldTexts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: string;
  postcode: string;
  postcodeHint: string;
  /** Shown after an optional field's label, in brackets. */
  optional: string;
  message: string;
  preferredContactMethod: string;
  /** Phone, Email, SMS (spec 02 §3), in that order. */
  contactMethods: FormOption[];
  underFinance: string;
  tradeIn: string;
  yes: string;
  no: string;
  selectPlaceholder: string;
  rego: string;
  optIn: string;
  termsLabel: string;
  termsRequired: string;
  preferredDealership: string;
  selectDealership: string;
  location: string;
  selectLocation: string;
}

/**
 * The form shell's words: the error summary, step counter, buttons, the saved-details note, and
 * what it says while sending, when a lead is kept in the outbox and when it fails.
 */
export interface ShellTexts {
  errorsHeading: string;
  back: string;
  next: string;
  submit: string;
  submitting: string;
  /** "Step {step} of {count}", placeholders kept for the browser to fill. */
  stepOf: string;
  savedDetailsNote: string;
  /** A failure the server gives no words for (spec 02 §8), and the lead flow's wording of it (§7). */
  submitError: string;
  unexpectedError: string;
  /** Kept in the outbox: offline, or the server failed; then sent. */
  queued: string;
  queuedRetry: string;
  queuedSent: string;
  sent: string;
}

/** The words of the test drive's date and time fields. */
export interface TestDriveSlotTexts {
  date: string;
  time: string;
  optional: string;
  timeAny: string;
  timeChooseDate: string;
  timeLoading: string;
  noAppointments: string;
}

/** The test-drive form's own words. */
export interface TestDriveTexts extends TestDriveSlotTexts {
  stepDetails: string;
  stepAppointment: string;
  /** The site's test-drive disclaimer: adds the optional terms box (spec 01 §5.5). */
  disclaimer?: string | undefined;
}

/** The finance enquiry's own fields: amount, deposit, the term select (1 to 7 years) and the repayment frequency. */
export interface FinanceTexts {
  amount: string;
  amountPlaceholder: string;
  deposit: string;
  depositPlaceholder: string;
  term: string;
  terms: FormOption[];
  frequency: string;
  frequencies: FormOption[];
  /** The frequency the site's calculator starts at (finance.calculator.defaultFrequency). */
  defaultFrequency: Frequency;
}

/** One condition question of the valuation wizard (radio chips). */
export interface ValuationQuestion {
  name: string;
  label: string;
  options: FormOption[];
}

/** The valuation wizard's words: its steps, the car fields, the condition questions, the offer and its acceptance. */
export interface ValuationTexts {
  heading: string;
  intro: string;
  stepCar: string;
  stepContact: string;
  stepCondition: string;
  stepOffer: string;
  kms: string;
  kmsPlaceholder: string;
  kmsSuffix: string;
  kmsQuickPicks: string;
  regoState: string;
  conditionIntro: string;
  questions: ValuationQuestion[];
  conditionContinue: string;
  offerHeading: string;
  /** The provider's range: "… {low} … {high} … {car} …" (the rego and kilometres go in {car}). */
  offerText: string;
  /** Without a range: the team calls with an offer ("… {car} … {day} …"). */
  offerCallHeading: string;
  offerCallText: string;
  acceptOffer: string;
  acceptedHeading: string;
  acceptedText: string;
  browse: string;
  /** Named in the offer when the shopper gave no rego or kilometres. */
  yourCar: string;
}

/** The shared field texts of a site. */
export function fieldTexts(t: Translate): FieldTexts {
  return {
    firstName: t('field.firstName'),
    lastName: t('field.lastName'),
    email: t('field.email'),
    phone: t('field.phone'),
    phoneHint: t('formsUi.phoneHint'),
    postcode: t('field.postcode'),
    postcodeHint: t('formsUi.postcodeHint'),
    optional: t('formsUi.optional'),
    message: t('field.message'),
    preferredContactMethod: t('field.preferredContactMethod'),
    contactMethods: CONTACT_METHODS.map((m) => ({ value: m, label: t(`contactMethod.${m}`) })),
    underFinance: t('field.underFinance'),
    tradeIn: t('field.tradeIn'),
    yes: t('form.yes'),
    no: t('form.no'),
    selectPlaceholder: t('form.selectPlaceholder'),
    rego: t('field.rego'),
    optIn: t('form.optIn'),
    termsLabel: t('form.termsLabel'),
    termsRequired: t('form.termsRequired'),
    preferredDealership: t('field.preferredDealership'),
    selectDealership: t('formsUi.selectDealership'),
    location: t('field.location'),
    selectLocation: t('formsUi.selectLocation'),
  };
}

/** The form shell's texts of a site. */
export function shellTexts(t: Translate): ShellTexts {
  return {
    errorsHeading: t('form.errorsHeading'),
    back: t('form.back'),
    next: t('form.next'),
    submit: t('form.submit'),
    submitting: t('form.submitting'),
    stepOf: t('formsUi.stepOf', { step: '{step}', count: '{count}' }),
    savedDetailsNote: t('formsUi.savedDetailsNote'),
    submitError: t('form.submitError'),
    unexpectedError: t('form.unexpectedError'),
    queued: t('formsUi.queued'),
    queuedRetry: t('formsUi.queuedRetry'),
    queuedSent: t('formsUi.queuedSent'),
    sent: t('formsUi.sentOffline'),
  };
}

/** The test-drive form's texts, with the site's disclaimer when it has one. */
export function testDriveTexts(t: Translate, disclaimer: string | undefined): TestDriveTexts {
  return {
    stepDetails: t('formsUi.stepDetails'),
    stepAppointment: t('formsUi.stepAppointment'),
    date: t('formsUi.date'),
    time: t('formsUi.time'),
    optional: t('formsUi.optional'),
    timeAny: t('formsUi.timeAny'),
    timeChooseDate: t('formsUi.timeChooseDate'),
    timeLoading: t('formsUi.timeLoading'),
    noAppointments: t('testDrive.noAppointments'),
    ...(disclaimer ? { disclaimer } : {}),
  };
}

/** The finance enquiry's field texts; the frequency starts where the site's calculator does. */
export function financeTexts(t: Translate, defaultFrequency: Frequency): FinanceTexts {
  return {
    amount: t('formsUi.financeAmount'),
    amountPlaceholder: t('formsUi.financeAmountPlaceholder'),
    deposit: t('formsUi.financeDeposit'),
    depositPlaceholder: t('formsUi.financeDepositPlaceholder'),
    term: t('formsUi.financeTerm'),
    terms: [1, 2, 3, 4, 5, 6, 7].map((years) => ({
      value: String(years),
      label: t('formsUi.financeTermYears', { years }),
    })),
    frequency: t('finance.frequency'),
    frequencies: FREQUENCY_ORDER.map((value) => ({ value, label: t(`finance.frequency.${value}`) })),
    defaultFrequency,
  };
}

/** The valuation wizard's texts. */
export function valuationTexts(t: Translate): ValuationTexts {
  const yesNo = [
    { value: 'Yes', label: t('form.yes') },
    { value: 'No', label: t('form.no') },
  ];
  const conditions = (['conditionExcellent', 'conditionGood', 'conditionFair', 'conditionPoor'] as const).map((k) =>
    t(`formsUi.${k}`),
  );
  return {
    heading: t('valuation.heading'),
    intro: t('formsUi.valuationIntro'),
    stepCar: t('formsUi.valuationStepCar'),
    stepContact: t('formsUi.valuationStepContact'),
    stepCondition: t('formsUi.valuationStepCondition'),
    stepOffer: t('formsUi.valuationStepOffer'),
    kms: t('field.kms'),
    kmsPlaceholder: t('formsUi.kmsPlaceholder'),
    kmsSuffix: t('formsUi.kmsSuffix'),
    kmsQuickPicks: t('formsUi.kmsQuickPicks'),
    regoState: t('field.regoState'),
    conditionIntro: t('formsUi.conditionIntro'),
    questions: [
      { name: 'accident', label: t('formsUi.conditionAccident'), options: yesNo },
      { name: 'service_history', label: t('formsUi.conditionService'), options: yesNo },
      {
        name: 'keys',
        label: t('formsUi.conditionKeys'),
        options: [
          { value: '1', label: '1' },
          { value: '2+', label: '2+' },
        ],
      },
      {
        name: 'condition',
        label: t('formsUi.conditionOverall'),
        options: conditions.map((label) => ({ value: label, label })),
      },
    ],
    conditionContinue: t('formsUi.conditionContinue'),
    offerHeading: t('formsUi.offerReadyHeading'),
    offerText: t('formsUi.offerReadyText', { car: '{car}', low: '{low}', high: '{high}' }),
    offerCallHeading: t('formsUi.offerCallHeading'),
    offerCallText: t('formsUi.offerCallText', { car: '{car}', day: '{day}' }),
    acceptOffer: t('valuation.acceptOffer'),
    acceptedHeading: t('formsUi.offerAcceptedHeading'),
    acceptedText: t('formsUi.offerAcceptedText'),
    browse: t('formsUi.successBrowse'),
    yourCar: t('formsUi.yourCar'),
  };
}
