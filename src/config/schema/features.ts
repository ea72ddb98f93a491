/**
 * Feature switches and button sets (spec 01 §5.3, §6; spec 02 §6). Each is `false`, `true` or an
 * options object; after parsing a feature is `false` or its full options object.
 */
import * as v from 'valibot';
import { configured, described, feature, href, integer, maybe, origin, text, toggle, withDefault } from './helpers';
import { reviewsEntries } from './reviews';
import { DEFAULT_RESERVE_DEPOSIT_TEXT } from '../../domain/reserve';
import { MARKET_PRICE_MARGIN } from '../../domain/price';

/** Names a shopper sees for the saved-cars list. */
export const WATCHLIST_WORDINGS = ['watchlist', 'garage', 'favourites'] as const;
/** Plugins a site can hold (spec 02 §3 "Site plugins"). */
export const PLUGINS = ['Autogauge', 'Car Analysis', 'PPSR Report'] as const;

/** The `features` block. */
export const featuresSchema = v.strictObject({
  watchlist: feature(
    {
      wording: withDefault(
        v.picklist(WATCHLIST_WORDINGS),
        'watchlist',
        'What the list is called: watchlist, garage or favourites.',
      ),
    },
    true,
    'Saved-cars list (watchlist / garage / favourites) for signed-in shoppers, with the favourite heart on cards and the vehicle page.',
  ),
  compare: feature(
    {
      usedOnly: toggle(false, 'Offer compare only on used cars.'),
    },
    false,
    'Compare control on the vehicle page, for available cars with a price and photos; /compare shows the picked cars side by side.',
  ),
  finance: toggle(
    true,
    'Finance buttons and per-car finance links (the calculator itself also needs finance.provider).',
  ),
  reserve: feature(
    {
      path: withDefault(
        v.picklist(['checkout', 'buy-online']),
        'checkout',
        'Reserve page route: /cars/{slug}/checkout or /cars/{slug}/buy-online.',
      ),
      depositText: withDefault(
        text,
        DEFAULT_RESERVE_DEPOSIT_TEXT,
        "Default deposit text, stating the amount charged (e.g. $200 to reserve); a car's payment processor deposit overrides it; $0 means no deposit.",
      ),
      holdHours: withDefault(integer(1, 720), 48, 'Hours a reservation holds the car.'),
      requireSignIn: toggle(false, 'Send signed-out shoppers to /sign-in?type=checkout before reserving.'),
    },
    false,
    'Reserve Car Now button and reserve page: reserve a car online with a refundable deposit.',
  ),
  onlinePurchase: feature(
    {
      requireSignIn: toggle(true, 'Send signed-out shoppers to sign-in first.'),
    },
    false,
    'Full online purchase journey at /checkout-journey?car_id={slug}.',
  ),
  enquiry: toggle(true, 'Enquire Now buttons and enquiry forms.'),
  testDrive: feature(
    {
      hideWhenComingSoon: toggle(false, 'Hide the test drive button on cars that are coming soon.'),
    },
    true,
    'Book a Test Drive buttons and form.',
  ),
  tradeIn: feature(
    {
      saveValuation: toggle(false, 'Save the valuation result (POST /api/miscellaneous, column_name valuation).'),
    },
    true,
    'Trade-in valuation buttons and pages.',
  ),
  print: toggle(true, 'Print and PDF download buttons on the vehicle page (/print?car_id={slug}).'),
  share: toggle(true, 'Share button on the vehicle page.'),
  requestPhotos: toggle(false, 'Request photos form on the vehicle page.'),
  chat: configured(
    {
      provider: described(text, 'Chat provider name.'),
      token: described(text, 'Public web-chat token that enables the chat button.'),
      scriptUrl: maybe(
        href,
        "The provider's widget script, or the adapter the site hosts for it (a site path such as /chat/adapter.js), loaded on the first click; absent = nothing is loaded.",
      ),
      origins: withDefault(
        v.array(origin),
        [],
        'Further origins the widget talks to (API, websocket, frames), added to the Content Security Policy.',
      ),
    },
    "Instant Message chat button and bubble (needs the provider's public web-chat token).",
  ),
  phoneReveal: feature(
    {
      visibleCharacters: withDefault(integer(0, 20), 5, 'Characters shown before the rest is masked with stars.'),
    },
    true,
    'How dealer phone numbers are first shown: masked until clicked (the click records a lead event); false shows them in full.',
  ),
  reviews: feature(reviewsEntries, false, 'Google-style customer reviews block.'),
  blog: feature(
    {
      categories: withDefault(
        v.array(text),
        ['buyer-advice', 'motoring-tips', 'servicing-insights'],
        'Blog category slugs shown as tiles.',
      ),
    },
    false,
    'Blog pages under /blog.',
  ),
  brandPages: toggle(false, 'Brand overview pages at /{brand}/overview and the /brands page.'),
  salesCounter: feature(
    {
      source: withDefault(
        v.picklist(['feed', 'schedule']),
        'feed',
        'Count from the cars sold this month in the feed (the default: a scheduled figure is made up and can mislead shoppers), or from the schedule (192 a day, Australia/Brisbane).',
      ),
    },
    false,
    'Sales this Month counter banner.',
  ),
  plugins: withDefault(
    v.array(v.picklist(PLUGINS)),
    [],
    'Plugins that add features: Autogauge, Car Analysis, PPSR Report downloads.',
  ),
  autogauge: feature(
    {
      minConfidence: withDefault(
        v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
        0.2,
        'Hide the block unless confidence is above this.',
      ),
      minPrice: withDefault(integer(0), 200, 'Price check only for cars priced above this.'),
    },
    false,
    'Autogauge market price block on used cars (needs the Autogauge plugin).',
  ),
  marketPriceBadge: feature(
    {
      minBelowAverage: withDefault(
        integer(0),
        MARKET_PRICE_MARGIN,
        'Show when the price is more than this below the average market price (and below the state average).',
      ),
    },
    false,
    'Below-market price badge on the vehicle page.',
  ),
  certifiedPreOwned: feature(
    {
      make: maybe(text, "The certifying make; defaults to the site's manufacturer."),
      logo: maybe(text, 'Certified badge logo path.'),
      text: maybe(
        text,
        "The program's promise in your wording (inspection, extra warranty…); without it only the Certified badge shows.",
      ),
    },
    false,
    'Certified badge (and, with text, the program box) for certified, unsold cars of one make.',
  ),
  fuelBadge: toggle(false, 'Show an electric, hybrid or plug-in hybrid badge first on cards.'),
  stickyBars: feature(
    {
      headerOffset: withDefault(integer(0), 500, 'Scroll distance (px) after which the sticky header shows.'),
      mobileBarOffset: withDefault(
        integer(0),
        900,
        'Scroll distance (px) after which the mobile Call Now / Enquire Now bar shows.',
      ),
    },
    true,
    'Sticky header and sticky mobile call bar on the vehicle page.',
  ),
});
