/**
 * Every message the lead API answers with, in one place, so the server, the browser client and
 * the tests share the exact wording. Wording quoted from the spec is marked with its section.
 * Newer shopper-facing wording lives in src/config/messages and is referenced from here.
 */
import { accountsMessages } from '../../config/messages/accounts';

export const MESSAGES = {
  // spec 01 §8
  postcodeEmpty: 'Please enter a postcode.',
  noDeliveryEstimate:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  // spec 02 §5 / §8
  postcodeInvalid: 'Invalid postcode. Please enter a 4-digit number.',
  termsRequired: '* You must agree to the terms of use before submitting the form.',
  formFailed: 'An error occurred when submitting this form',
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
  carAlreadyReserved: 'Sorry, this car has just been reserved by someone else.',
  carNotReservable: 'This car cannot be reserved.',
  priceInvalid: 'Please enter a purchase price above 0.',
  adminTokenRequired: 'A valid admin token is required.',
  paymentFailed: accountsMessages['accounts.reserve.paymentFailed'],
  noDeposit: accountsMessages['accounts.reserve.noDeposit'],
  reservationNotFound: accountsMessages['accounts.reserve.unknownReservation'],
  // Answers to the payment provider's server, never shown to a shopper.
  signatureInvalid: 'The Stripe-Signature header is missing, malformed, stale or does not match.',
  webhookNotConfigured: 'Payment notifications are not configured (set STRIPE_WEBHOOK_SECRET).',
} as const;
