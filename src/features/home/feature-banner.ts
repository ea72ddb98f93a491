/**
 * The home page's feature banner (spec 02 §2): the standard tiles — latest offers (/special-offers),
 * book your service online (/service, or the site's external booking page) and sell your car — worded
 * by the site's messages and nouns, and any tiles of the site's own. Pure: config and wording in, tiles out.
 */
import type { SiteConfig } from '../../config';
import type { Translate } from '../../config/messages';
import { offersPath, tradeInPaths } from '../../paths';
import { stockNounSingular } from '../../site/stock-words';

/** A standard tile's icon (components/ui/Icon names). */
export type BannerIcon = 'tag' | 'wrench' | 'car';

/** One tile, ready to render. */
export interface BannerTile {
  title: string;
  text?: string;
  href: string;
  /** A picture instead of the icon (48×48). */
  image?: string;
  icon: BannerIcon;
}

type Item = SiteConfig['menus']['featureBanner'][number];
type Preset = NonNullable<Item['preset']>;

/** The sell-your-car page of the spec's feature banner. */
const SELL_PATH = tradeInPaths[2];
/** Icons in the order of the standard tiles, reused in turn by a site's own tiles. */
const ICONS: readonly BannerIcon[] = ['tag', 'wrench', 'car'];

function preset(name: Preset, config: SiteConfig, t: Translate): Omit<BannerTile, 'image'> | undefined {
  switch (name) {
    case 'offers':
      return { title: t('shell.banner.offers'), text: t('shell.banner.offersText'), href: offersPath(), icon: 'tag' };
    case 'service':
      return {
        title: t('shell.banner.service'),
        text: t('shell.banner.serviceText'),
        href: config.locationPages.serviceBookingHref,
        icon: 'wrench',
      };
    case 'sell':
      if (!config.features.tradeIn) return undefined;
      return {
        title: t('shell.banner.sell', { noun: stockNounSingular(config) }),
        text: t('shell.banner.sellText'),
        href: SELL_PATH,
        icon: 'car',
      };
  }
}

/** The tiles to show; a sell tile disappears with the trade-in feature. */
export function resolveFeatureBanner(config: SiteConfig, t: Translate): BannerTile[] {
  return config.menus.featureBanner.flatMap((item, i): BannerTile[] => {
    const base = item.preset
      ? preset(item.preset, config, t)
      : { title: item.title!, href: item.href!, icon: ICONS[i % ICONS.length]! };
    if (!base) return [];
    return [
      {
        ...base,
        title: item.title ?? base.title,
        text: item.text ?? base.text,
        href: item.href ?? base.href,
        image: item.image,
      },
    ];
  });
}
