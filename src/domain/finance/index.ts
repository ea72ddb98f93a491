/** Finance rules: repayments, calculator inputs, provider settings, estimates, availability, budget search, links. */
export * from './annuity';
export * from './availability';
export * from './budget';
export * from './defaults';
export * from './disclaimer';
export * from './estimate';
export * from './estimateRules';
export * from './frequency';
export * from './inputs';
export * from './lender';
export * from './money';
export * from './providers';
export * from './repayment';
export * from './rounding';
export * from './settings';
export * from './shown-estimate';
export * from './slider';
