/**
 * Built-in English wording of selling or trading in a car: the trade-in page, its form, the
 * valuation wizard and its offer, and the trade-in questions (spec 02 §2–§4).
 */
export const tradeInMessages = {
  'tradeIn.heading': 'Sell Your Car',
  'tradeIn.valueMyCar': 'Value My Car',
  'valuation.heading': 'Get a Valuation',
  'valuation.acceptOffer': 'Accept Offer',
  // Beyond spec 02's own strings.
  'formsUi.tradeInPageTitle': 'Sell or Trade In Your Car',
  'formsUi.tradeInPageDescription': 'Get a valuation for your car from {name}: a fair offer, paid fast, no obligation.',
  'formsUi.tradeInPageLead': 'Tell us about your car and get an offer from our team. No obligation, no fuss.',
  'formsUi.tradeInForCar': 'Trading in towards {name}',
  'formsUi.tradeInFormIntro': 'Prefer to talk it through? Leave your details and our trade-in team will call you.',
  'formsUi.valuationIntro': 'Three short steps: your car, your details and its condition.',
  'formsUi.valuationStepCar': 'Your car',
  'formsUi.valuationStepContact': 'Your details',
  'formsUi.valuationStepCondition': 'Condition',
  'formsUi.valuationStepOffer': 'Your offer',
  'formsUi.kmsPlaceholder': 'e.g. 45,000',
  'formsUi.kmsQuickPicks': 'Common kilometres',
  'formsUi.kmsSuffix': ' kms',
  'formsUi.kmsRequired': 'Please enter the kilometres on the odometer.',
  'formsUi.conditionAccident': 'Has the car been in an accident?',
  'formsUi.conditionService': 'Does it have a full service history?',
  'formsUi.conditionKeys': 'How many keys do you have?',
  'formsUi.conditionOverall': 'Overall condition',
  'formsUi.conditionExcellent': 'Excellent',
  'formsUi.conditionGood': 'Good',
  'formsUi.conditionFair': 'Fair',
  'formsUi.conditionPoor': 'Needs work',
  'formsUi.conditionContinue': 'Continue',
  'formsUi.conditionIntro': 'All optional: each answer helps our team make a firmer offer.',
  'formsUi.offerReadyHeading': 'Your offer',
  'formsUi.offerReadyText':
    'Based on your answers, we can offer {low} to {high} for your {car}. Accept to hold this offer: our trade-in team confirms the final figure after a short inspection, and you are never obliged to sell.',
  'formsUi.offerCallHeading': "We'll call you with an offer",
  'formsUi.offerCallText':
    "Thanks: we have everything we need. Our trade-in team will call you with an offer for your {car} by the end of {day}. There's no obligation to sell.",
  'formsUi.offerAcceptedHeading': 'Offer accepted',
  'formsUi.offerAcceptedText':
    'Thank you. Our trade-in team will call you shortly to confirm your offer and arrange an inspection.',
  'formsUi.yourCar': 'your car',
  'formsUi.faqHeading': 'Trade-In Questions',
  'formsUi.faq1Question': 'How is my car valued?',
  'formsUi.faq1Answer':
    'We look at its make, model, kilometres, condition and service history against current market prices, then confirm the figure after a short inspection.',
  'formsUi.faq2Question': 'Do I have to buy a car from you?',
  'formsUi.faq2Answer': 'No. You can sell your car to us outright or trade it in towards any car in our stock.',
  'formsUi.faq3Question': 'What if my car is still under finance?',
  'formsUi.faq3Answer':
    'That is fine. We pay out the loan with your lender and pay you the difference, or take it off the price of your next car.',
  'formsUi.faq4Question': 'What should I bring?',
  'formsUi.faq4Answer':
    'Your driver licence, the registration papers, all keys and the service books if you have them.',
} as const;
