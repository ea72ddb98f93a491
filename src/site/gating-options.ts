/** The site's gating settings for the domain rule (access.gatedPaths, finance.requireSignIn, features.reserve/onlinePurchase.requireSignIn). */
import type { GatingOptions } from '../domain/gating';
import type { SiteConfig } from '../config';

/** Gating options from the parsed config. */
export function gatingOptions(config: SiteConfig): GatingOptions {
  return {
    gatedPaths: config.access.gatedPaths,
    finance: config.finance.requireSignIn,
    checkout: config.features.reserve !== false && config.features.reserve.requireSignIn,
    onlinePurchase: config.features.onlinePurchase !== false && config.features.onlinePurchase.requireSignIn,
  };
}
