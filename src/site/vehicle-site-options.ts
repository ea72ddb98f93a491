/**
 * The vehicle page's reading of the site config, made once per build: every rule module below
 * takes these plain options instead of the whole config, so the rules stay testable.
 */
import type { SiteConfig } from '../config';
import type { Translate } from '../config/messages';
import type { VehicleActionOptions } from '../domain/vehicle-actions';
import type { PriceDisplayOptions } from '../domain/price';
import type { CallNumberOptions } from '../domain/phone';
import type { VideoPosition } from '../domain/viewer';

type Features = SiteConfig['features'];

/** Everything the vehicle page needs to know about the site. */
export interface VehicleSiteOptions {
  price: PriceDisplayOptions;
  actions: VehicleActionOptions;
  phone: CallNumberOptions;
  /** Characters shown before the number is masked; undefined when numbers show unmasked. */
  phoneVisibleChars?: number;
  reserve: false | { path: 'checkout' | 'buy-online'; depositText: string; holdHours: number };
  chat: false | { provider: string; token: string; scriptUrl?: string };
  share: boolean;
  financeProvider: string | null;
  finance: boolean;
  plugins: readonly string[];
  autogauge: false | { minConfidence: number; minPrice: number };
  marketPriceBadge: false | { minBelowAverage: number };
  certified: false | { make?: string; logo?: string; text?: string };
  viewer: { galleryFirst: boolean; autoRotate: boolean; intervalMs: number; videoPosition: VideoPosition };
  delivery: boolean;
  salesCounter: Features['salesCounter'];
  stickyBars: false | { headerOffset: number; mobileBarOffset: number };
  /** The dealer's own promises (site.yaml `claims`); empty unless configured. */
  claims: SiteConfig['claims'];
  websiteId?: string;
}

/** Reads the vehicle page options from the parsed site config and its translator. */
export function vehicleSiteOptions(config: SiteConfig, t: Translate): VehicleSiteOptions {
  const f = config.features;
  return {
    price: {
      noPriceText: t('price.noPrice'),
      preorderText: t('price.preorder'),
      hidePriceTypeWhenZero: config.pricing.hidePriceTypeWhenZero,
    },
    actions: {
      justSoldTag: t('sold.tag'),
      enquiry: f.enquiry,
      hideTestDriveWhenComingSoon: f.testDrive !== false && f.testDrive.hideWhenComingSoon,
      compareUsedOnly: f.compare !== false && f.compare.usedOnly,
      buttons: {
        reserve: f.reserve !== false,
        testDrive: f.testDrive !== false,
        garage: f.watchlist !== false,
        compare: f.compare !== false,
        tradeIn: f.tradeIn !== false,
        onlinePurchase: f.onlinePurchase !== false,
        print: f.print,
      },
    },
    phone: {
      byCarType: config.phones.byCarType,
      carTypeNumbers: { new: config.phones.new, used: config.phones.used, demo: config.phones.demo },
      fallback: config.phones.default ?? config.locations.find((l) => l.primary)?.contact_detail.phone,
    },
    phoneVisibleChars: f.phoneReveal === false ? undefined : f.phoneReveal.visibleCharacters,
    reserve:
      f.reserve === false
        ? false
        : { path: f.reserve.path, depositText: f.reserve.depositText, holdHours: f.reserve.holdHours },
    chat:
      f.chat === false
        ? false
        : {
            provider: f.chat.provider,
            token: f.chat.token,
            ...(f.chat.scriptUrl ? { scriptUrl: f.chat.scriptUrl } : {}),
          },
    share: f.share,
    financeProvider: config.finance.provider,
    finance: f.finance,
    plugins: f.plugins,
    autogauge: f.autogauge === false || !f.plugins.includes('Autogauge') ? false : f.autogauge,
    marketPriceBadge: f.marketPriceBadge,
    certified: f.certifiedPreOwned,
    viewer: {
      galleryFirst: config.viewer.defaultView === 'gallery',
      autoRotate: config.viewer.autoRotate,
      intervalMs: config.viewer.intervalMs,
      videoPosition: config.viewer.videoPosition,
    },
    delivery: config.leads.delivery.length > 0,
    salesCounter: f.salesCounter,
    stickyBars: f.stickyBars,
    claims: config.claims,
    websiteId: config.websiteId === undefined ? undefined : String(config.websiteId),
  };
}
