/**
 * Preferred date and time of a test drive (spec 01 §5.5, spec 02 §5): optional; choosing a date or
 * a location fetches that location's free appointments into the time list. No answer or no slots
 * leaves "Any time (we will call you)" and says so, and the form still sends.
 */
import { useEffect, useRef, useState } from 'react';
import type { AvailabilityAnswer } from '../../contracts/misc';
import FormError from './FormError';
import { testDriveMinDate } from './test-drive-date';
import type { TestDriveSlotTexts } from './form-texts';
import { fieldId, useFieldChange, useFieldError, useLeadFormContext } from './lead-form-context';

export interface TestDriveSlotsProps {
  form: string;
  texts: TestDriveSlotTexts;
  /** The car's location; without one the form's location select decides. */
  locationId?: string | undefined;
  /** The zones whose earliest "today" is the first bookable date (FormSite.testDriveZones). */
  zones: readonly string[];
}

type Slot = AvailabilityAnswer['slots'][number];

export default function TestDriveSlots({ form, texts, locationId, zones }: TestDriveSlotsProps) {
  const { queryLocation } = useLeadFormContext();
  const dateId = fieldId(form, 'appointment_date');
  const timeId = fieldId(form, 'appointment');
  const dateError = useFieldError('appointment_date');
  const timeError = useFieldError('appointment');
  const dateRef = useRef<HTMLInputElement>(null);
  const request = useRef(0);
  // No date in the built page: the first bookable day is today's, known once hydrated.
  const [min, setMin] = useState<string | undefined>(undefined);
  const [slots, setSlots] = useState<readonly Slot[]>([]);
  const [hint, setHint] = useState(texts.timeChooseDate);

  const load = async () => {
    const date = dateRef.current?.value ?? '';
    const select = dateRef.current?.form?.elements.namedItem('location_id');
    const location = (select instanceof HTMLSelectElement && select.value) || queryLocation || locationId || '';
    setSlots([]);
    if (!date || !location) return;
    const mine = ++request.current;
    setHint(texts.timeLoading);
    // The API client comes with the form's submit code (the shopper is using the form by now).
    const result = await import('./client/api')
      .then(({ apiClient }) => apiClient().testDriveAvailability(location, date))
      .catch(() => undefined);
    if (mine !== request.current) return;
    const free = result?.ok ? result.data.slots : [];
    setSlots(free);
    setHint(free.length === 0 ? texts.noAppointments : '');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    setMin(testDriveMinDate(zones, new Date()));
    // A date picked before the island hydrated still fetches its times.
    if (dateRef.current?.value) void load();
    // Once, on hydration.
  }, []);
  useFieldChange((name) => {
    if (name === 'location_id') void load();
  });

  return (
    <>
      <div className="fc-field">
        <label htmlFor={dateId} className="fc-label">
          {`${texts.date} `}
          <span className="font-normal text-muted">{`(${texts.optional})`}</span>
        </label>
        <input
          ref={dateRef}
          id={dateId}
          name="appointment_date"
          type="date"
          min={min}
          className="fc-input"
          aria-invalid={dateError ? 'true' : undefined}
          aria-describedby={dateError ? `${dateId}-error` : undefined}
          onChange={() => void load()}
        />
        <FormError id={`${dateId}-error`} name="appointment_date" message={dateError} />
      </div>
      <div className="fc-field">
        <label htmlFor={timeId} className="fc-label">
          {`${texts.time} `}
          <span className="font-normal text-muted">{`(${texts.optional})`}</span>
        </label>
        <select
          id={timeId}
          name="appointment"
          className="fc-input fc-select"
          defaultValue=""
          aria-invalid={timeError ? 'true' : undefined}
          aria-describedby={timeError ? `${timeId}-error ${timeId}-hint` : `${timeId}-hint`}
        >
          <option value="">{texts.timeAny}</option>
          {slots.map((slot) => (
            <option key={slot.start} value={slot.start}>
              {slot.label}
            </option>
          ))}
        </select>
        <p id={`${timeId}-hint`} className="fc-hint" data-slots-hint aria-live="polite">
          {hint}
        </p>
        <FormError id={`${timeId}-error`} name="appointment" message={timeError} />
      </div>
    </>
  );
}
