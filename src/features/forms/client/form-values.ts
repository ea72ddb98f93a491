/** Reads a form's fields into plain values and prefills saved details. */
import type { FieldValue } from '../../../contracts/lead-payload';
import { parseSavedDetails, SAVED_DETAIL_FIELDS, SAVED_DETAILS_KEY, detailsToSave } from '../saved-details';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The named controls of a form (or one step of it), in document order; the no-JS post's own field is not one. */
export function controlsIn(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>('input[name], select[name], textarea[name]')].filter(
    (c) => !c.disabled && c.type !== 'button' && !c.hasAttribute('data-nojs'),
  );
}

/**
 * Field values: ticked checkboxes are true (an unticked one is absent, so a required box fails),
 * radios give the checked value, everything else its text. Quick-pick buttons are not fields.
 */
export function readValues(root: ParentNode): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const control of controlsIn(root)) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) values[control.name] = true;
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked) values[control.name] = control.value;
    } else {
      values[control.name] = control.value;
    }
  }
  return values;
}

/** Fills empty saved-detail fields from localStorage; true when something was filled. */
export function prefillSavedDetails(form: HTMLFormElement): boolean {
  let details: ReturnType<typeof parseSavedDetails>;
  try {
    details = parseSavedDetails(localStorage.getItem(SAVED_DETAILS_KEY));
  } catch {
    return false;
  }
  let filled = false;
  for (const name of SAVED_DETAIL_FIELDS) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const value = details[name];
    if (input && value && input.value === '') {
      input.value = value;
      filled = true;
    }
  }
  return filled;
}

/** Saves the details when name, email and phone are all present (spec 02 §5). */
export function saveDetails(values: Record<string, FieldValue>): void {
  const details = detailsToSave(values);
  if (!details) return;
  try {
    localStorage.setItem(SAVED_DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Storage blocked: nothing is prefilled next time, nothing else changes.
  }
}
