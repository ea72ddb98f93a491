/**
 * A demo dealer's generation profile: how much stock of which kinds, where it sits, and the
 * look of its pictures. The site's own settings live in sites/<slug>/site.yaml; the location
 * ids here must match the ones listed there (a unit test checks).
 */
import type { CarType } from '../../../src/domain/car';
import type { ModelSpec } from '../data/types';
import type { DealerLogo } from '../render/logos';
import type { PromoArt, PromoScene } from '../render/promo';
import type { SceneKind } from '../render/scenes';

/** A selling location as the feed names it. */
export interface FeedPlace {
  id: string;
  name: string;
  slug: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  dealership: { id: string; slug: string; name: string };
  /** Makes whose new and demo stock this location sells (empty: used stock only). */
  makes: string[];
  /** Share of the site's stock held here. */
  weight: number;
  /** Whether the location's picture shows a service workshop instead of a showroom. */
  service?: boolean;
  /** Service-only locations hold no stock. */
  holdsStock?: boolean;
}

/** Everything that shapes one demo site's generated feed and media. */
export interface DemoProfile {
  slug: string;
  seed: string;
  count: number;
  /** First numeric car id; ids run upward from here. */
  idBase: number;
  stockPrefix: string;
  carTypes: readonly (readonly [CarType, number])[];
  /** Models for new and demo stock, matched to locations by make. */
  newModels: ModelSpec[];
  /** Models for used stock (trade-ins), with the first ones most common. */
  usedModels: ModelSpec[];
  places: FeedPlace[];
  /** The finance_lenders key used for lender figures, when the site has a provider. */
  financeProvider?: string;
  financeProviderName?: string;
  /** Every car certified (certified-only sites). */
  certifiedAll?: boolean;
  /** Make whose recent used cars may be manufacturer certified. */
  certifiedMake?: string;
  /** 360 spin frames for new and demo stock (0 for none). */
  spinFrames: 0 | 24 | 36;
  /** Share of cars that get an interior panorama. */
  panoramaShare: number;
  /** Colours per model used when drawing (keeps the picture pool small). */
  coloursPerModel: number;
  /** Photos per picture pool (the most a car carries). */
  photosPerPool: number;
  scene: (carType: CarType) => SceneKind;
  primary: string;
  accent: string;
  /** Some listings (one in nine) carry five paragraphs, past the 400-character cut of the dealer comments. */
  longComments?: boolean;
  /** Home slider pictures (no words: those are in site.yaml), by name: media/promo/{name}-wide.webp and {name}-phone.webp. */
  slides: (PromoScene & { name: string })[];
  /** Offer tiles, named by file. */
  offerArt: (PromoArt & { file: string })[];
  /** The dealer's own logo (committed as public/brand/logo.svg). */
  logo: DealerLogo;
  /** Makes and group brands that get a neutral wordmark in public/brand/makes/. */
  wordmarks: string[];
  /** Brand banner pictures (group brands page), named by file. */
  brandArt: (PromoArt & { file: string })[];
}
