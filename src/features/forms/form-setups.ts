/** Builds each form's LeadFormSetup from the site (build time). */
import type { Translate } from '../../config';
import type { Car } from '../../domain/car';
import type { LeadKind } from '../../api/schemas/lead';
import type { Site } from '../../site/site';
import { successPath } from '../../paths';
import type { FieldValue } from '../../api/schemas/lead-payload';
import { carLeadFields, engineTexts, enquiryCar, leadFormRules, type LeadFormSetup } from './form-setup';

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

/** The setup the browser engine reads. */
export function leadFormSetup(site: Site, o: SetupOptions): LeadFormSetup {
  const { t, config } = site;
  return {
    kind: o.kind,
    fixed: { kind: o.kind, ...(o.car ? carLeadFields(o.car) : {}), ...o.fixed },
    rules: leadFormRules(config),
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
    texts: engineTexts(t, o.submitLabel, o.leadFlow),
  };
}
