/**
 * Feature switches and button sets (spec 01 §5.3, §6; spec 02 §6). Each is `false`, `true` or an
 * options object; after parsing a feature is `false` or its full options object.
 */
import * as v from 'valibot';
import { configured, described, feature, httpUrl, integer, maybe, origin, text, toggle, withDefault } from './helpers';
import { reviewsEntries } from './reviews';
import { DEFAULT_RESERVE_DEPOSIT_TEXT } from '../../domain/reserve';
import { MARKET_PRICE_MARGIN } from '../../domain/price';

/** Names a shopper sees for the saved-cars list. */
export const WATCHLIST_WORDINGS = ['watchlist', 'garage', 'favourites'] as const;
/** Plugins a site can hold (spec 02 §3 "Site plugins"). */
export const PLUGINS = ['Autogauge', 'Car Analysis', 'PPSR Report'] as const;

/** The `features` block. */
export const featuresSchema = v.strictObject({
  /** Saved cars for signed-in shoppers. */
  watchlist: feature(
    {
      /** What the list is called: watchlist, garage or favourites. */
      wording: withDefault(v.picklist(WATCHLIST_WORDINGS), 'watchlist', 'What the list is called: watchlist, garage or favourites.'),
    },
    true,
    'Saved-cars list (watchlist / garage / favourites) with the favourite heart on cards and the vehicle page.',
  ),
  /** Side-by-side comparison of saved cars. */
  compare: feature(
    {
      /** Offer compare only on used cars. */
      usedOnly: toggle(false, 'Offer compare only on used cars.'),
    },
    false,
    'Compare control on cards and the vehicle page (hidden for cars with no price or no images).',
  ),
  /** Finance buttons and links (the calculator itself also needs finance.provider). */
  finance: toggle(true, 'Finance buttons and per-car finance links.'),
  /** Reserve a car online with a refundable deposit. */
  reserve: feature(
    {
      /** Reserve page route: /cars/{slug}/checkout or /cars/{slug}/buy-online. */
      path: withDefault(v.picklist(['checkout', 'buy-online']), 'checkout', 'Reserve page route: /cars/{slug}/checkout or /cars/{slug}/buy-online.'),
      /** Default deposit text stating the amount charged; a car's payment processor deposit overrides it; empty or $0: no deposit. */
      depositText: withDefault(text, DEFAULT_RESERVE_DEPOSIT_TEXT, 'Default deposit text, stating the amount charged (e.g. $200 to reserve); a car\'s payment processor deposit overrides it; empty or $0 means no deposit.'),
      /** Hours a reservation holds the car. */
      holdHours: withDefault(integer(1, 720), 48, 'Hours a reservation holds the car.'),
      /** Send signed-out shoppers to /sign-in?type=checkout before reserving. */
      requireSignIn: toggle(false, 'Send signed-out shoppers to /sign-in?type=checkout before reserving.'),
    },
    false,
    'Reserve Car Now button and reserve page (refundable deposit).',
  ),
  /** Full online purchase journey (/checkout-journey). */
  onlinePurchase: feature(
    {
      /** Send signed-out shoppers to sign-in first. */
      requireSignIn: toggle(true, 'Send signed-out shoppers to sign-in first.'),
    },
    false,
    'Online purchase journey at /checkout-journey?car_id={slug}.',
  ),
  /** Enquire Now buttons and forms. */
  enquiry: toggle(true, 'Enquire Now buttons and enquiry forms.'),
  /** Book a test drive. */
  testDrive: feature(
    {
      /** Hide the test drive button on cars that are coming soon. */
      hideWhenComingSoon: toggle(false, 'Hide the test drive button on cars that are coming soon.'),
    },
    true,
    'Book a Test Drive buttons and form.',
  ),
  /** Trade-in valuation buttons. */
  tradeIn: feature(
    {
      /** Save the valuation result (POST /api/miscellaneous, column_name valuation). */
      saveValuation: toggle(false, 'Save the valuation result (POST /api/miscellaneous, column_name valuation).'),
    },
    true,
    'Trade-in valuation buttons and pages.',
  ),
  /** Print / PDF button on the vehicle page. */
  print: toggle(true, 'Print button on the vehicle page (/print?car_id={slug}).'),
  /** Share button on the vehicle page. */
  share: toggle(true, 'Share button on the vehicle page.'),
  /** Request photos form on the vehicle page. */
  requestPhotos: toggle(false, 'Request photos form on the vehicle page.'),
  /** Instant Message chat button (needs a web-chat token). */
  chat: configured(
    {
      /** Chat provider name. */
      provider: described(text, 'Chat provider name.'),
      /** Public web-chat token that enables the chat button. */
      token: described(text, 'Public web-chat token that enables the chat button.'),
      /** The provider's widget script (or its adapter), loaded on the first click; absent = nothing is loaded. */
      scriptUrl: maybe(httpUrl, "The provider's widget script (or its adapter), loaded on the first click; absent = nothing is loaded."),
      /** Further origins the widget talks to (API, websocket, frames), added to the Content Security Policy. */
      origins: withDefault(v.array(origin), [], 'Further origins the widget talks to (API, websocket, frames), added to the Content Security Policy.'),
    },
    'Instant Message chat button and bubble; the token is the public web-chat token.',
  ),
  /** How dealer phone numbers are first shown. */
  phoneReveal: feature(
    {
      /** Characters shown before the rest is masked with stars. */
      visibleCharacters: withDefault(integer(0, 20), 5, 'Characters shown before the rest is masked with stars.'),
    },
    true,
    'Mask phone numbers until clicked (records a lead event); false shows numbers unmasked.',
  ),
  /** Customer reviews block. */
  reviews: feature(reviewsEntries, false, 'Google-style customer reviews block.'),
  /** Blog pages. */
  blog: feature(
    {
      /** Blog category slugs shown as tiles. */
      categories: withDefault(v.array(text), ['buyer-advice', 'motoring-tips', 'servicing-insights'], 'Blog category slugs shown as tiles.'),
    },
    false,
    'Blog pages under /blog.',
  ),
  /** Brand overview pages (/{brand}/overview). */
  brandPages: toggle(false, 'Brand overview pages at /{brand}/overview and the /brands page.'),
  /** "Sales this Month" counter banner. */
  salesCounter: feature(
    {
      /** Count from sold cars in the feed, or from the schedule (192 a day, Australia/Brisbane). */
      source: withDefault(v.picklist(['feed', 'schedule']), 'feed', 'Count from cars sold this month in the feed (default: a made-up figure can mislead shoppers), or from the schedule (192 a day, Australia/Brisbane).'),
    },
    false,
    "Sales this Month counter banner.",
  ),
  /** Plugins that add features (Autogauge, Car Analysis, PPSR Report downloads). */
  plugins: withDefault(v.array(v.picklist(PLUGINS)), [], 'Plugins: Autogauge, Car Analysis, PPSR Report.'),
  /** Autogauge market price check block on used cars. */
  autogauge: feature(
    {
      /** Hide the block unless confidence is above this. */
      minConfidence: withDefault(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.2, 'Hide the block unless confidence is above this.'),
      /** Price check only for cars priced above this. */
      minPrice: withDefault(integer(0), 200, 'Price check only for cars priced above this.'),
    },
    false,
    'Autogauge market price block on used cars (needs the Autogauge plugin).',
  ),
  /** Below-market price badge. */
  marketPriceBadge: feature(
    {
      /** Show when the price is more than this below the average market price (and below the state average). */
      minBelowAverage: withDefault(integer(0), MARKET_PRICE_MARGIN, 'Show when the price is more than this below the average market price (and below the state average).'),
    },
    false,
    'Market price badge on the vehicle page.',
  ),
  /** Manufacturer certified pre-owned box and badge. */
  certifiedPreOwned: feature(
    {
      /** The certifying make; defaults to the site's manufacturer. */
      make: maybe(text, "The certifying make; defaults to the site's manufacturer."),
      /** Certified badge logo path. */
      logo: maybe(text, 'Certified badge logo path.'),
      /** The program's promise in your wording (inspection, extra warranty…); the box shows only with it. */
      text: maybe(text, "The program's promise in your wording (inspection, extra warranty…); without it only the Certified badge shows."),
    },
    false,
    'Certified badge (and, with text, the program box) for certified, unsold cars of one make.',
  ),
  /** Electric / hybrid / plug-in hybrid badge first on cards. */
  fuelBadge: toggle(false, 'Show an electric, hybrid or plug-in hybrid badge first on cards.'),
  /** Sticky header and sticky mobile call bar. */
  stickyBars: feature(
    {
      /** Scroll distance (px) after which the sticky header shows. */
      headerOffset: withDefault(integer(0), 500, 'Scroll distance (px) after which the sticky header shows.'),
      /** Scroll distance (px) after which the mobile Call Now / Enquire Now bar shows. */
      mobileBarOffset: withDefault(integer(0), 900, 'Scroll distance (px) after which the mobile Call Now / Enquire Now bar shows.'),
    },
    true,
    'Sticky header and sticky mobile call bar on the vehicle page.',
  ),
});
