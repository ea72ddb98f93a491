/**
 * The finance enquiry form (spec 02 §2, §5; event 9): where to buy, the shopper's details, the
 * amount to borrow, deposit and term, and the enquiry questions. The per-car finance link fills it
 * from the query (car_id, vehiclePriceBudget, preferredDealership) and lands on #finance-form; in
 * the vehicle page's modal it is about the page's car, which answers where.
 */
import FormContactFields from './FormContactFields';
import FormEnquiryFields from './FormEnquiryFields';
import FormField from './FormField';
import FormPlaceFields from './FormPlaceFields';
import FormSelect from './FormSelect';
import LeadForm from './LeadForm';
import type { LeadFormSetup } from './form-setup';
import type { FormQuestions } from './form-site';
import { FORM_SITE } from './form-site-data';
import type { FinanceTexts } from './form-texts';

export interface FinanceEnquiryFormProps {
  id: string;
  setup: LeadFormSetup;
  /** What it asks, as the site's rules decide for a finance enquiry. */
  questions: FormQuestions;
  texts: FinanceTexts;
  heading?: string | undefined;
  headingLevel?: 2 | 3;
  intro: string;
  /** About a car known to the page (the modal): its dealership and location answer where. */
  aboutCar?: boolean;
}

export default function FinanceEnquiryForm({
  id,
  setup,
  questions,
  texts,
  heading,
  headingLevel = 2,
  intro,
  aboutCar = false,
}: FinanceEnquiryFormProps) {
  const site = FORM_SITE;
  const { fields } = site;
  return (
    <LeadForm id={id} setup={setup} site={site} heading={heading} headingLevel={headingLevel} intro={intro}>
      <div className="fc-step">
        {!aboutCar && <FormPlaceFields form={id} site={site} questions={questions} />}
        <FormContactFields form={id} texts={fields} />
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <FormField
            form={id}
            name="purchase_price"
            label={texts.amount}
            inputMode="numeric"
            autoComplete="off"
            placeholder={texts.amountPlaceholder}
            optionalText={fields.optional}
          />
          <FormField
            form={id}
            name="deposit"
            label={texts.deposit}
            inputMode="numeric"
            autoComplete="off"
            placeholder={texts.depositPlaceholder}
            optionalText={fields.optional}
          />
          <FormSelect
            form={id}
            name="term_years"
            label={texts.term}
            options={texts.terms}
            value="5"
            optionalText={fields.optional}
          />
          <FormSelect
            form={id}
            name="repayment_frequency"
            label={texts.frequency}
            options={texts.frequencies}
            value={texts.defaultFrequency}
            optionalText={fields.optional}
          />
        </div>
        <FormEnquiryFields form={id} site={site} questions={questions} extras />
      </div>
    </LeadForm>
  );
}
