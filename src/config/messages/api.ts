/**
 * Every sentence the lead API answers with (error messages of its routes and body schemas), in
 * built-in English. The server, the browser forms and the tests share the exact wording through
 * `MESSAGES` (src/api/schemas/messages.ts). Sentences the spec gives, or that a page also shows,
 * point at their key in the page areas, so each has one home. The API answers before any site
 * wording applies, so these are not site-overridable `labels`.
 */
import { accountsMessages } from './accounts';
import { formMessages } from './forms';
import { vehicleMessages } from './vehicle';

/** The API's messages by name. */
export const API_MESSAGES = {
  // spec 01 §8
  postcodeEmpty: vehicleMessages['delivery.emptyPostcode'],
  noDeliveryEstimate: vehicleMessages['delivery.noEstimate'],
  // spec 02 §5 / §8
  postcodeInvalid: formMessages['postcode.invalidFourDigits'],
  termsRequired: formMessages['form.termsRequired'],
  formFailed: formMessages['form.submitError'],
  // ours
  invalidBody: 'Please check the highlighted fields.',
  notJson: 'The request body must be JSON.',
  tooLarge: 'That request is too large.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  forbiddenOrigin: 'This origin is not allowed.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  nameRequired: 'Please enter your name.',
  nameInvalid: "Please enter your name using letters, spaces, apostrophes or hyphens.",
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid Australian phone number, like 0412 345 678.',
  mobileInvalid: 'Please enter an Australian mobile number, like 0412 345 678.',
  messageRequired: 'Please enter your comments.',
  htmlNotAllowed: 'Please remove HTML tags from this field.',
  textTooLong: 'This field is too long.',
  categoryRequired: 'Please choose a category.',
  locationRequired: 'Please choose a location.',
  dealershipRequired: 'Please choose a preferred dealership.',
  idInvalid: 'This id is not valid.',
  contactMethodInvalid: 'Preferred Contact Method must be one of Phone, Email, SMS.',
  yesNoInvalid: 'Please select Yes or No.',
  leadNotFound: "We couldn't find that enquiry. Please start again.",
  idempotencyMismatch: 'This submission key was already used for a different submission.',
  slotTaken: 'That time has just been booked. Please choose another time.',
  slotUnavailable: 'That time is not available. Please choose another time.',
  codeFormat: 'Please enter the 6-digit code we sent you.',
  codeWrong: "That code isn't right. Please check it and try again.",
  codeExpired: 'That code has expired. Please request a new code.',
  codeTooManyAttempts: 'Too many attempts. Please request a new code.',
  smsUnavailable: 'Sign-in by SMS is not available right now. Please try again later.',
  signInRequired: 'Please sign in to use your watchlist.',
  notYourWatchlist: 'You can only change the watchlist of the phone number you signed in with.',
  carNotFound: "We couldn't find that car.",
  soldCarNotSaved: 'This car has been sold, so it can no longer be saved to your watchlist.',
  locationNotFound: "We couldn't find that location.",
  dateInvalid: 'Please choose a date as YYYY-MM-DD.',
  carAlreadyReserved: accountsMessages['accounts.reserve.taken'],
  carNotReservable: 'This car cannot be reserved.',
  priceInvalid: 'Please enter a purchase price above 0.',
  adminTokenRequired: 'A valid admin token is required.',
  paymentFailed: accountsMessages['accounts.reserve.paymentFailed'],
  noDeposit: accountsMessages['accounts.reserve.noDeposit'],
  reservationNotFound: accountsMessages['accounts.reserve.unknownReservation'],
  // Answers to the payment provider's server, never shown to a shopper.
  signatureInvalid: 'The Stripe-Signature header is missing, malformed, stale or does not match.',
  webhookNotConfigured: 'Payment notifications are not configured (set STRIPE_WEBHOOK_SECRET).',
  // Field checks of the API schemas (src/api/schemas).
  valuationInvalid: 'The valuation must be an object of values.',
  valuationTooMany: 'Too many valuation values.',
  appointmentInvalid: 'Please choose a time from the list.',
  adjustmentsInvalid: 'Adjustment answers must be a list of answers.',
  adjustmentsTooMany: 'Too many adjustment answers.',
  regoRequired: 'Please enter a rego.',
  regoInvalid: 'Please enter a valid rego.',
  servicesTooMany: 'Too many options ticked.',
  reservationInvalid: 'That reservation is not valid.',
  returnPathInvalid: 'Only a reserve page can be returned to.',
  idempotencyKeyInvalid: 'The submission key must be 8 to 100 letters, digits, - or _.',
  searchNameRequired: 'Please name the search.',
  searchPathInvalid: 'Only search pages can be saved.',
  searchFiltersRequired: 'Choose at least one filter before saving a search.',
  searchFiltersTooMany: 'Too many filters.',
  stateRequired: 'Please choose a state.',
  carTypeInvalid: 'Car type must be new, used or demo.',
  vehicleStatusInvalid: 'Unknown vehicle status.',
  urlInvalid: 'Please send a full URL.',
  urlScheme: 'Please send a web address starting with http or https.',
  visitedPagesTooMany: 'Too many visited pages.',
  kmsInvalid: 'Please enter kilometres as a number.',
  kmsTooMany: 'That is more kilometres than we can value.',
} as const;
