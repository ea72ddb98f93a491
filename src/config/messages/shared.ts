/**
 * Sentences both a page area and the lead API's answers use, each defined once. Separate constants,
 * so browser code that needs one (a form, the account client) takes it without a whole area.
 */
// spec 01 §8
export const POSTCODE_EMPTY = 'Please enter a postcode.';
export const NO_DELIVERY_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
// spec 02 §5 / §8
export const POSTCODE_INVALID = 'Invalid postcode. Please enter a 4-digit number.';
export const TERMS_REQUIRED = '* You must agree to the terms of use before submitting the form.';
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form';
// reserve online
export const CAR_ALREADY_RESERVED = 'Sorry, this car has just been reserved by someone else.';
export const RESERVATION_UNKNOWN = 'We could not find that reservation. Please contact us if you have paid.';
export const PAYMENT_FAILED = 'We could not start the payment. Your car is still held; please try again.';
export const NO_DEPOSIT = 'This car needs no deposit to reserve.';
/** The account calls' fallback when the network or the server fails without a message. */
export const ACCOUNT_API_FAILED = 'Something went wrong. Please try again.';
