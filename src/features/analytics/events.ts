/**
 * Analytics event ids, as the spec numbers them (spec 01 §7, §9; spec 02 §9). Events are reporting,
 * not product behaviour: a failure to send one is warned, never shown.
 */
export const ANALYTICS_EVENTS = {
  usedVehicleView: 4,
  financeEnquiry: 9,
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  offerAccepted: 18,
  generalEnquiry: 22,
  /** Spec 01 §7 lists 25 without naming it; we send it for a vehicle page view of a new or demo car. */
  vehicleView: 25,
  calculatorUse: 26,
  favourite: 39,
  usedTestDrive: 48,
  searchPageView: 49,
  careersEnquiry: 51,
  historyReport: 60,
  printPdf: 61,
} as const;

export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
