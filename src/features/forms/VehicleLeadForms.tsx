/**
 * The forms of a vehicle page (spec 01 §5.5, spec 02 §4), one island: the multi-step enquiry, or
 * Find Me Something Similar when the car is sold, test drive only or not open to enquiries; beside
 * it, as a second tab, the test-drive form where the site takes test drives and the car can be
 * driven; and Request Photos where the site turns it on and the car is available. The site's form
 * rules and words are the same on every car page; the car brings its few fields. Without
 * JavaScript the two forms show one under the other, each under its own heading.
 */
import VehicleEnquiry from './VehicleEnquiry';
import VehicleFindSimilar from './VehicleFindSimilar';
import VehicleRequestPhotos from './VehicleRequestPhotos';
import VehicleTestDrive from './VehicleTestDrive';
import { aboutCar } from './form-setup';
import { useFormTabs } from './use-form-tabs';
import type { VehicleFormsCar, VehicleFormsView } from './vehicle-forms-view';
import './vehicle-lead-forms.css';

export interface VehicleLeadFormsProps {
  /** The site's forms, the same on every car page. */
  view: VehicleFormsView;
  car: VehicleFormsCar;
}

export default function VehicleLeadForms({ view, car }: VehicleLeadFormsProps) {
  const { site, enquiry, findSimilar, testDrive, photos } = view;
  const tabs = useFormTabs(2);
  const first = car.findSimilar
    ? { id: 'find-similar', label: findSimilar.heading }
    : { id: 'vehicle-enquiry', label: enquiry.heading };
  const firstForm = (headingHidden: boolean) =>
    car.findSimilar ? (
      <VehicleFindSimilar id={first.id} site={site} setup={aboutCar(findSimilar.setup, car.lead)} car={car.place} heading={findSimilar.heading} headingHidden={headingHidden} intro={findSimilar.intro} />
    ) : (
      <VehicleEnquiry id={first.id} site={site} setup={aboutCar(enquiry.setup, car.lead)} car={car.place} heading={enquiry.heading} headingHidden={headingHidden} intro={`${car.name}. ${enquiry.intro}`} steps={enquiry.steps} />
    );
  const panels = [first, { id: 'test-drive', label: testDrive.heading }];
  return (
    <>
      {car.testDrive ? (
        <div ref={tabs.rootRef} className="fc-card block" data-form-tabs data-ready={tabs.ready ? '' : undefined}>
          <div role="tablist" aria-label={view.tabsLabel} className="fc-js-only fc-form-tablist">
            {panels.map((p, i) => (
              <button
                key={p.id}
                ref={(el) => {
                  tabs.tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${p.id}-tab`}
                aria-controls={`${p.id}-panel`}
                aria-selected={tabs.selected === i ? 'true' : 'false'}
                tabIndex={tabs.selected === i ? 0 : -1}
                className="fc-form-tab"
                onClick={() => tabs.select(i)}
                onKeyDown={(event) => tabs.onKeyDown(event, i)}
              >
                {p.label}
              </button>
            ))}
          </div>
          {panels.map((p, i) => (
            <div key={p.id} role="tabpanel" id={`${p.id}-panel`} aria-labelledby={`${p.id}-tab`} data-tab-panel className="scroll-mt-28" hidden={tabs.ready && tabs.selected !== i}>
              {i === 0 ? (
                firstForm(true)
              ) : (
                <VehicleTestDrive
                  id={p.id}
                  site={site}
                  setup={aboutCar(testDrive.setup, car.lead)}
                  texts={testDrive.texts}
                  car={car.place}
                  minDate={testDrive.minDate}
                  heading={testDrive.heading}
                  headingHidden
                  intro={`${car.name}. ${testDrive.intro}`}
                />
              )}
            </div>
          ))}
        </div>
      ) : (
        <div className="fc-card">{firstForm(false)}</div>
      )}
      {car.photos && photos && (
        <div className="fc-card">
          <VehicleRequestPhotos id="request-photos" site={site} setup={aboutCar(photos.setup, car.lead)} heading={photos.heading} intro={photos.intro} requestText={photos.requestText} />
        </div>
      )}
    </>
  );
}
