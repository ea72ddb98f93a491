/**
 * The forms of a vehicle page (spec 01 §5.5, spec 02 §4), one island: the multi-step enquiry, or
 * Find Me Something Similar when the car is sold, test drive only or not open to enquiries; beside
 * it, as a second tab, the test-drive form where the site takes test drives and the car can be
 * driven; and Request Photos where the site turns it on and the car is available. The site's form
 * rules and words are the same on every car page (form-site-data.ts, vehicle-forms-data.ts); the page
 * says which forms it shows and what they ask, and the car brings its few fields. Without
 * JavaScript the two forms show one under the other, each under its own heading.
 */
import VehicleEnquiry from './VehicleEnquiry';
import VehicleFindSimilar from './VehicleFindSimilar';
import VehicleRequestPhotos from './VehicleRequestPhotos';
import VehicleTestDrive from './VehicleTestDrive';
import { aboutCar } from './form-setup';
import { useFormTabs } from './use-form-tabs';
import { VEHICLE_FORMS } from './vehicle-forms-data';
import { vehicleFormsView, type VehicleFormsCar, type VehicleFormsChoice } from './vehicle-forms-view';
import './vehicle-lead-forms.css';

export interface VehicleLeadFormsProps {
  /** The forms this car's page shows and what each asks about the car. */
  choice: VehicleFormsChoice;
  car: VehicleFormsCar;
}

export default function VehicleLeadForms({ choice, car }: VehicleLeadFormsProps) {
  const view = vehicleFormsView(VEHICLE_FORMS, choice);
  const { first, testDrive, photos } = view;
  const tabs = useFormTabs(2);
  const firstForm = (headingHidden: boolean) =>
    first.form === 'vehicle-enquiry' ? (
      <VehicleEnquiry
        id={first.form}
        setup={aboutCar(first.setup, car.lead)}
        questions={first.questions}
        locationId={car.locationId}
        heading={first.heading}
        headingHidden={headingHidden}
        intro={`${car.name}. ${first.intro}`}
        steps={first.steps}
      />
    ) : (
      <VehicleFindSimilar
        id={first.form}
        setup={aboutCar(first.setup, car.lead)}
        questions={first.questions}
        locationId={car.locationId}
        heading={first.heading}
        headingHidden={headingHidden}
        intro={first.intro}
      />
    );
  return (
    <>
      {testDrive ? (
        <div ref={tabs.rootRef} className="fc-card block" data-form-tabs data-ready={tabs.ready ? '' : undefined}>
          <div role="tablist" aria-label={view.tabsLabel} className="fc-js-only fc-form-tablist">
            {[
              { id: first.form, label: first.heading },
              { id: 'test-drive', label: testDrive.heading },
            ].map((tab, i) => (
              <button
                key={tab.id}
                ref={(el) => {
                  tabs.tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${tab.id}-tab`}
                aria-controls={`${tab.id}-panel`}
                aria-selected={tabs.selected === i ? 'true' : 'false'}
                tabIndex={tabs.selected === i ? 0 : -1}
                className="fc-form-tab"
                onClick={() => tabs.select(i)}
                onKeyDown={(event) => tabs.onKeyDown(event, i)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${first.form}-panel`}
            aria-labelledby={`${first.form}-tab`}
            data-tab-panel
            className="scroll-mt-28"
            hidden={tabs.ready && tabs.selected !== 0}
          >
            {firstForm(true)}
          </div>
          <div
            role="tabpanel"
            id="test-drive-panel"
            aria-labelledby="test-drive-tab"
            data-tab-panel
            className="scroll-mt-28"
            hidden={tabs.ready && tabs.selected !== 1}
          >
            <VehicleTestDrive
              id="test-drive"
              setup={aboutCar(testDrive.setup, car.lead)}
              questions={testDrive.questions}
              texts={testDrive.texts}
              locationId={car.locationId}
              heading={testDrive.heading}
              headingHidden
              intro={`${car.name}. ${testDrive.intro}`}
            />
          </div>
        </div>
      ) : (
        <div className="fc-card">{firstForm(false)}</div>
      )}
      {photos && (
        <div className="fc-card">
          <VehicleRequestPhotos
            id="request-photos"
            setup={aboutCar(photos.setup, car.lead)}
            heading={photos.heading}
            intro={photos.intro}
            requestText={photos.requestText}
          />
        </div>
      )}
    </>
  );
}
