/** Builds each form's LeadFormSetup from the site (build time). */
import type { Translate } from '../../config';
import type { Car } from '../../domain/car';
import type { LeadKind } from '../../contracts/lead';
import type { Site } from '../../site/site.server';
import { successPath } from '../../paths';
import type { FieldValue } from '../../contracts/lead-payload';
import { carLeadFields, enquiryCar, type LeadFormSetup } from './form-setup';

/** What a setup reads of the site: its config and words (the build's prepared data has no more). */
export type SiteWords = Pick<Site, 't' | 'config'>;

/** What differs between forms. */
export interface SetupOptions {
  kind: LeadKind;
  heading: string;
  car?: Car;
  fixed?: Record<string, FieldValue>;
  /** Extra fields listed on /success (after the contact fields). */
  shown?: { name: string; label: string }[];
  /** false keeps the shopper on the page (wizard steps). */
  redirect?: boolean;
  submitLabel?: string;
  numberFields?: string[];
  required?: { name: string; message: string }[];
  carFromQuery?: boolean;
  offerFromQuery?: boolean;
  queryKinds?: LeadFormSetup['queryKinds'];
  queryFields?: LeadFormSetup['queryFields'];
  findSimilarLabel?: string;
  /** One of the lead-flow forms (multi-step enquiry, test drive, valuation), for its failure wording. */
  leadFlow?: boolean;
}

/** The contact fields every /success summary lists. */
export function contactRows(t: Translate): { name: string; label: string }[] {
  return [
    { name: 'name', label: t('field.firstName') },
    { name: 'last_name', label: t('field.lastName') },
    { name: 'email', label: t('field.email') },
    { name: 'phone', label: t('field.phone') },
  ];
}

/** A form's setup, as its island reads it. */
export function leadFormSetup(site: SiteWords, o: SetupOptions): LeadFormSetup {
  const { t } = site;
  return {
    kind: o.kind,
    fixed: { kind: o.kind, ...(o.car ? carLeadFields(o.car) : {}), ...o.fixed },
    numberFields: o.numberFields ?? [],
    ...(o.required ? { required: o.required } : {}),
    ...(o.redirect === false ? {} : { redirect: successPath() }),
    heading: o.heading,
    shown: [...contactRows(t), ...(o.shown ?? [])],
    ...(o.car ? { car: enquiryCar(o.car) } : {}),
    ...(o.carFromQuery ? { carFromQuery: true } : {}),
    ...(o.offerFromQuery ? { offerFromQuery: true } : {}),
    ...(o.queryKinds ? { queryKinds: o.queryKinds } : {}),
    ...(o.queryFields ? { queryFields: o.queryFields } : {}),
    ...(o.findSimilarLabel ? { findSimilarLabel: o.findSimilarLabel } : {}),
    ...(o.submitLabel ? { submitLabel: o.submitLabel } : {}),
    ...(o.leadFlow ? { leadFlow: true as const } : {}),
  };
}

/** The finance enquiry's setup (event 9): the page it is on is its subcategory; the per-car finance link fills the car, amount and dealership. */
export function financeEnquirySetup(site: SiteWords, subcategory: string): LeadFormSetup {
  const { t } = site;
  return leadFormSetup(site, {
    kind: 'finance',
    heading: t('formsUi.successKind.finance'),
    carFromQuery: true,
    fixed: { category: t('formsUi.categoryFinance'), subcategory },
    numberFields: ['purchase_price', 'deposit', 'term_years'],
    queryFields: { vehiclePriceBudget: 'purchase_price', preferredDealership: 'dealership_slug' },
    shown: [
      { name: 'purchase_price', label: t('formsUi.financeAmount') },
      { name: 'deposit', label: t('formsUi.financeDeposit') },
      { name: 'term_years', label: t('formsUi.financeTerm') },
      { name: 'repayment_frequency', label: t('finance.frequency') },
      { name: 'message', label: t('field.message') },
    ],
  });
}
