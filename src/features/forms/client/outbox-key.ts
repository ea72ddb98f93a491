/** Where queued lead submissions live in localStorage (kept apart so the page check imports nothing else). */
export const OUTBOX_STORAGE_KEY = 'forecourt:lead-outbox';
