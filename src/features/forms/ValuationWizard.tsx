/**
 * The valuation wizard (spec 02 §3, §4, §5): 1 your car (kilometres with the ' kms' suffix and
 * quick picks, rego state, rego), 2 your details (name, phone, email, location), which creates the
 * valuation lead and keeps the shopper on the page, 3 condition (adjustment answers, then the rego
 * lookup), 4 the offer: the site's valuation provider's range, whose acceptance is recorded with
 * subcategory '3. Offer Accepted'; or, with no range, when the trade-in team will call with an offer
 * (issue 21: never "Accept Offer" without a figure).
 */
import FormContactFields from './FormContactFields';
import FormField from './FormField';
import FormPlaceFields from './FormPlaceFields';
import FormSelect from './FormSelect';
import FormStep from './FormStep';
import LeadForm from './LeadForm';
import ValuationKms from './ValuationKms';
import ValuationPanel from './ValuationPanel';
import type { FormOption } from '../../site/form-choices';
import type { LeadFormSetup } from './form-setup';
import type { FormQuestions } from './form-site';
import { FORM_SITE } from './form-site-data';
import type { ValuationTexts } from './form-texts';
import { formWords } from './lead-form-view';
import { useValuationWizard } from './use-valuation-wizard';
import { VALUATION_STEPS } from './valuation-flow';
import type { OfferCallPlace } from './valuation-offer';
import './valuation-wizard.css';

export interface ValuationWizardProps {
  id: string;
  setup: LeadFormSetup;
  /** What it asks where, as the site's rules decide for a valuation. */
  questions: FormQuestions;
  texts: ValuationTexts;
  /** Rego states, the site's default first chosen. */
  states: FormOption[];
  defaultState: string;
  /** Save the accepted valuation (features.tradeIn.saveValuation). */
  save: boolean;
  /** Where the accepted state's link goes (the stock). */
  browseHref: string;
  /** Each location's hours and time zone by id, and the one for a shopper who chose none: when the team calls with an offer. */
  offerCall: { byLocation: Record<string, OfferCallPlace>; fallback: OfferCallPlace };
}

export default function ValuationWizard({
  id,
  setup,
  questions,
  texts,
  states,
  defaultState,
  save,
  browseHref,
  offerCall,
}: ValuationWizardProps) {
  const site = FORM_SITE;
  const offerTexts = { range: texts.offerText, call: texts.offerCallText, yourCar: texts.yourCar };
  const wizard = useValuationWizard({ texts: formWords(site.shell, setup), offerTexts, offerCall, save });
  const labels = {
    car: texts.stepCar,
    contact: texts.stepContact,
    condition: texts.stepCondition,
    offer: texts.stepOffer,
  };
  // One bar per step the shopper works through (done lights them all).
  const steps = VALUATION_STEPS.filter((s) => s !== 'done');
  const lit = VALUATION_STEPS.indexOf(wizard.lit);
  return (
    <div ref={wizard.rootRef} className="block" data-valuation-wizard>
      <ol className="mb-6 grid grid-cols-4 gap-2" aria-label={texts.heading}>
        {steps.map((step, i) => (
          <li
            key={step}
            className="flex flex-col gap-1.5"
            data-progress={step}
            aria-current={i === lit ? 'step' : undefined}
          >
            <span
              className="h-1.5 rounded-full bg-line data-[on]:bg-brand"
              data-bar
              data-on={i <= lit ? '' : undefined}
            ></span>
            <span className="sr-only text-xs font-semibold text-muted sm:not-sr-only">{labels[step]}</span>
          </li>
        ))}
      </ol>
      <div data-panel="lead" hidden={wizard.panel !== 'lead'}>
        <LeadForm
          id={id}
          setup={setup}
          site={site}
          heading={texts.heading}
          intro={texts.intro}
          steps={2}
          counter={false}
          onStep={wizard.onStep}
          onStored={wizard.onLead}
        >
          <FormStep form={id} index={0} heading={texts.stepCar}>
            <ValuationKms form={id} texts={texts} />
            <FormSelect
              form={id}
              name="regoState"
              label={texts.regoState}
              options={states}
              value={defaultState}
              required
            />
            <FormField form={id} name="rego" label={site.fields.rego} required maxLength={10} autoComplete="off" />
          </FormStep>
          <FormStep form={id} index={1} heading={texts.stepContact}>
            <FormContactFields form={id} texts={site.fields} lastName={false} />
            <FormPlaceFields form={id} site={site} questions={questions} />
          </FormStep>
        </LeadForm>
      </div>
      <ValuationPanel
        name="condition"
        headingId={`${id}-condition`}
        heading={texts.stepCondition}
        hidden={wizard.panel !== 'condition'}
        feedback={wizard.feedback.condition}
        submitLabel={texts.conditionContinue}
        className="flex flex-col gap-5"
        onSubmit={(event) => wizard.onCondition(event, texts.conditionContinue)}
      >
        <p className="-mt-2 text-sm text-muted">{texts.conditionIntro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {texts.questions.map((q) => (
            <fieldset key={q.name} className="rounded-brand border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{q.label}</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {q.options.map((o) => (
                  <label key={o.value} className="fc-chip">
                    <input type="radio" name={q.name} value={o.value} className="sr-only" />
                    <span>{o.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </ValuationPanel>
      {wizard.offer.kind === 'range' ? (
        <ValuationPanel
          name="offer"
          headingId={`${id}-offer`}
          heading={texts.offerHeading}
          hidden={wizard.panel !== 'offer'}
          feedback={wizard.feedback.offer}
          submitLabel={texts.acceptOffer}
          accent
          className="flex flex-col gap-4"
          onSubmit={(event) => wizard.onOffer(event, texts.acceptOffer)}
        >
          <p className="text-ink" data-offer-text>
            {wizard.offer.text}
          </p>
        </ValuationPanel>
      ) : (
        // No figure to accept: the team calls with the offer, and the shopper is done here.
        <div data-panel="offer" hidden={wizard.panel !== 'offer'} className="flex flex-col items-start gap-4">
          <h2 className="font-display text-xl font-extrabold text-ink sm:text-2xl" tabIndex={-1} data-panel-heading>
            {texts.offerCallHeading}
          </h2>
          <p className="text-ink" data-offer-text>
            {wizard.offer.text}
          </p>
          <a className="fc-btn fc-btn-outline" href={browseHref}>
            {texts.browse}
          </a>
        </div>
      )}
      <div data-panel="done" hidden={wizard.panel !== 'done'} className="flex flex-col items-start gap-4 py-2">
        <span className="grid size-12 place-items-center rounded-full bg-ok text-white" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h2 className="font-display text-xl font-extrabold text-ink sm:text-2xl" tabIndex={-1} data-panel-heading>
          {texts.acceptedHeading}
        </h2>
        <p className="text-ink">{texts.acceptedText}</p>
        <a className="fc-btn fc-btn-outline" href={browseHref}>
          {texts.browse}
        </a>
      </div>
    </div>
  );
}
