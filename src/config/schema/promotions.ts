/** Home slider and promotional tiles in the car grid (spec 01 §3.3, spec 02 §3, §4, §9). */
import * as v from 'valibot';
import { LINK_REQUIREMENTS } from './menu-items';
import { described, href, integer, maybe, text, toggle, withDefault, zonedDateTime } from './helpers';

/** Car conditions a tile can be tied to. */
export const TILE_CONDITIONS = ['new', 'used', 'demo'] as const;

/** The standard tile of spec 01 §2.2. */
const WE_WANT_YOUR_CAR = {
  id: 'we-want-your-car',
  requires: 'tradeIn',
  content: {
    title: 'We Want Your Car!',
    text: 'Get a fast, fair offer on your current car.',
    href: '/trade-in',
    cta: 'Value My Car',
  },
} as const;

/** The picture size of a slide's phone image (4:3), shown below 640 px wide. */
export const PHONE_SLIDE_SIZE = { width: 960, height: 720 } as const;

/** One home slider slide: pictures without words, its words as page text (readable on a phone, never cut off). */
export const slideSchema = v.pipe(
  v.strictObject({
    image: described(
      text,
      'Wide slide image path (1920 x the slider height); keep words out of the picture: use heading, text and cta.',
    ),
    phoneImage: maybe(
      text,
      'Phone slide image path (960 x 720), shown below 640 px wide; without it phones get the wide image.',
    ),
    alt: described(text, 'Alternative text describing the picture (its words go in heading and text).'),
    heading: maybe(text, "The slide's headline, shown over the picture."),
    text: maybe(text, 'A line under the headline.'),
    cta: maybe(text, 'Button text (needs href).'),
    href: maybe(href, 'Where the slide links.'),
    start: maybe(zonedDateTime, 'First moment shown, with offset (2025-07-01T00:00:00+10:00).'),
    expiry: maybe(zonedDateTime, 'Last moment shown, with offset.'),
  }),
  v.forward(
    v.check(
      (slide) => slide.cta === undefined || slide.href !== undefined,
      'a button needs somewhere to go: add href (for example /search/used-cars) or remove cta',
    ),
    ['cta'],
  ),
);

/** A promotional tile inserted among search results (e.g. "We Want Your Car!"). */
export const tileSchema = v.strictObject({
  id: maybe(text, 'Name for the tile, used in errors and analytics.'),
  start: maybe(zonedDateTime, 'First moment shown, with offset (2025-07-01T00:00:00+10:00).'),
  expiry: maybe(zonedDateTime, 'Last moment shown, with offset (2025-07-24T23:59:59+10:00).'),
  positions: maybe(
    v.pipe(v.array(integer(1, 1000)), v.minLength(1)),
    'Grid positions (1-based); default search.promoPositions.',
  ),
  randomOffset: toggle(false, 'Shift the positions by a random offset per visit.'),
  display: toggle(true, 'Show the tile (false keeps it in the file but hidden).'),
  conditions: withDefault(
    v.array(v.picklist(TILE_CONDITIONS)),
    [],
    'Show only on searches for these car conditions; empty means all.',
  ),
  strictDisplay: toggle(false, 'Show only when the search is limited to exactly these conditions.'),
  requires: maybe(v.picklist(LINK_REQUIREMENTS), 'Hide the tile while this feature is off.'),
  content: described(
    v.strictObject({
      title: described(text, 'Tile heading, e.g. We Want Your Car!'),
      text: maybe(text, 'Tile body text.'),
      href: described(href, 'Where the tile links, e.g. /trade-in.'),
      image: maybe(text, 'Tile image path.'),
      cta: maybe(text, 'Button text.'),
    }),
    'What the tile shows.',
  ),
});

/** The `promotions` block. */
export const promotionsSchema = v.strictObject({
  slider: withDefault(
    v.strictObject({
      height: withDefault(integer(100, 2000), 540, 'Slider height in px (540, or 790 on some dealers).'),
      slides: withDefault(v.array(slideSchema), [], 'Slides in order.'),
    }),
    {},
    'Home page promotions slider.',
  ),
  tiles: withDefault(
    v.array(tileSchema),
    [WE_WANT_YOUR_CAR],
    'Promotional tiles in the results grid; leave out for the standard We Want Your Car! tile, [] for none.',
  ),
});
