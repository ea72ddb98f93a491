/**
 * Routes that need a signed-in shopper (spec 02 §2, §4, §6; spec 01 §6). The domain decides whether
 * and where to sign in; the UI turns the target into a URL with `signInPath` of src/paths.ts, the
 * one place routes are built.
 */

/** The sign-in types the gated routes use. */
export type GateType = 'finance' | 'spin-to-win' | 'online-payment' | 'my-garage' | 'checkout';

/** Paths that are never gated, whatever the site lists. */
export const NEVER_GATED_PATHS: readonly string[] = ['/trade-in', '/sell-my-car', '/sell-your-car', '/cars/trade-in'];

/** The site's gating settings (config: access.gatedPaths, finance.requireSignIn, features.reserve.requireSignIn). */
export interface GatingOptions {
  /** Gated paths; the dealer's own 'my' pages (e.g. /mymotorama) go here and sign in as my-garage. */
  gatedPaths: readonly string[];
  /** Gate /finance (special sites only). */
  finance?: boolean;
  /** Gate reserve checkout: /cars/{slug}/checkout or /buy-online (and /checkout-journey unless onlinePurchase says otherwise). */
  checkout?: boolean;
  /** Gate the online purchase journey /checkout-journey?car_id=; absent = as checkout. */
  onlinePurchase?: boolean;
}

/** Where a signed-out visitor is sent: sign-in of this type, returning to `redirect`, Cancel going `back`. */
export interface SignInTarget {
  type: GateType;
  redirect: string;
  back: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const JOURNEY_PATH = '/checkout-journey';
const CAR_CHECKOUT = /^\/cars\/([^/]+)\/(?:checkout|buy-online)$/;
const TYPE_BY_PATH: Readonly<Record<string, GateType>> = {
  '/spin-to-win': 'spin-to-win',
  '/online-payment': 'online-payment',
  '/finance': 'finance',
};

/** The sign-in type a route needs (with the car slug for checkout), or undefined when it is not gated. */
export function gateFor(
  location: { path: string; query?: Readonly<Record<string, string | undefined>> },
  options: GatingOptions,
): { type: GateType; carSlug?: string } | undefined {
  const path = trimSlash(location.path);
  if (NEVER_GATED_PATHS.includes(path)) return undefined;
  if (options.finance && path === '/finance') return { type: 'finance' };
  const listed = options.gatedPaths.map(trimSlash);
  if (listed.includes(path)) return { type: TYPE_BY_PATH[path] ?? 'my-garage' };
  const journey = path === JOURNEY_PATH;
  if (!(journey ? (options.onlinePurchase ?? options.checkout) : options.checkout)) return undefined;
  const slug = journey ? location.query?.car_id : CAR_CHECKOUT.exec(path)?.[1];
  // Checkout only redirects once the car is known: without a slug there is nothing to come back to.
  return slug ? { type: 'checkout', carSlug: slug } : undefined;
}

/**
 * Whether a page at `path` can be gated at all, whatever its query: the build places the gate
 * (and its script) only on such pages, so every other page loads nothing for it.
 */
export function mayBeGated(path: string, options: GatingOptions): boolean {
  return gateFor({ path, query: { car_id: 'any' } }, options) !== undefined;
}

/**
 * The sign-in target for a signed-out visitor on a gated route, else undefined. `redirect` is the
 * page itself with its query; `back` is where Cancel goes.
 */
export function gateRedirect(
  location: { path: string; query?: Readonly<Record<string, string | undefined>> },
  signedIn: boolean,
  back: string,
  options: GatingOptions,
): SignInTarget | undefined {
  if (signedIn) return undefined;
  const gate = gateFor(location, options);
  if (!gate) return undefined;
  const query = Object.entries(location.query ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return { type: gate.type, redirect: query ? `${location.path}?${query}` : location.path, back };
}
