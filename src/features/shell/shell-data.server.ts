/** Data the header and footer need, computed once per build. */
import {
  resolveFooter,
  resolveHeaderMenu,
  summariseStock,
  type ResolvedFooterColumn,
  type ResolvedMenuItem,
  type StockSummary,
} from '../../site/menus';
import { formatPhoneNational } from '../../domain/phone';
import { siteAssetUrl, svgAssetSize } from '../../site/assets.server';
import { getSite } from '../../site/site.server';

export interface ShellData {
  summary: StockSummary;
  header: ResolvedMenuItem[];
  footer: ResolvedFooterColumn[];
  logo?: { src: string; dark?: string; alt: string; width: number; height: number };
  /** The main phone number in national format, if the site has one. */
  phone?: string;
}

let cached: ShellData | undefined;

/** The resolved menus, logo and phone of the site being built. */
export function getShellData(): ShellData {
  if (cached) return cached;
  const site = getSite();
  const { config } = site;
  const summary = summariseStock(site.shownCars);
  const logoCfg = config.theme.logo;
  const size = logoCfg ? svgAssetSize(site.siteDir, logoCfg.src) : undefined;
  const primary = config.locations.find((l) => l.primary) ?? config.locations[0];
  const rawPhone = config.phones.default ?? primary?.contact_detail?.phone;
  cached = {
    summary,
    header: resolveHeaderMenu(config, summary, site.t),
    footer: resolveFooter(config, summary, site.t),
    logo: logoCfg
      ? {
          src: siteAssetUrl(logoCfg.src),
          dark: logoCfg.dark ? siteAssetUrl(logoCfg.dark) : undefined,
          alt: logoCfg.alt ?? config.name,
          width: size ? Math.round((size.width / size.height) * 44) : 176,
          height: 44,
        }
      : undefined,
    phone: rawPhone ? formatPhoneNational(rawPhone) : undefined,
  };
  return cached;
}
