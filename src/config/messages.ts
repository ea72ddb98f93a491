/**
 * Every user-visible string of both specs as a message key with its built-in English text, and
 * the translator that layers a site's `labels` over them (Starlight's createTranslationSystem).
 */
import { accountsMessages } from './messages/accounts';
import { interpolate, type MessageParams } from './interpolate';
import { financeMessages } from './messages/finance';
import { formMessages } from './messages/forms';
import { placeMessages } from './messages/places';
import { searchMessages } from './messages/search';
import { shellMessages } from './messages/shell';
import { tradeInMessages } from './messages/trade-in';
import { vehicleMessages } from './messages/vehicle';
import { watchlistMessages } from './messages/watchlist';

/** Every subject's messages (one file each); add a new subject here (one entry) and nowhere else. */
export const MESSAGE_AREAS = [
  searchMessages,
  vehicleMessages,
  watchlistMessages,
  financeMessages,
  formMessages,
  tradeInMessages,
  placeMessages,
  shellMessages,
  accountsMessages,
] as const;

type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]]
  ? Head & Merged<Rest>
  : unknown;

/** The built-in English messages, by key. */
export const DEFAULT_MESSAGES = Object.freeze(Object.assign({}, ...MESSAGE_AREAS)) as Merged<typeof MESSAGE_AREAS>;

/** A message key, e.g. `sold.tag` or `watchlist.savedTitle`. */
export type MessageKey = keyof typeof DEFAULT_MESSAGES;
export type { MessageParams };
/** Looks up a message and fills its `{param}` placeholders. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Every known message key (for validating a site's labels). */
export const MESSAGE_KEYS: readonly MessageKey[] = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

/** True when `key` is a known message key. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(DEFAULT_MESSAGES, key);
}

export { interpolate };

/**
 * Builds `t(key, params)` from layers of overrides, later layers winning over earlier ones and
 * all of them over the built-in English (e.g. `createTranslator(config.labels)`).
 */
export function createTranslator(...layers: ReadonlyArray<Readonly<Record<string, string>>>): Translate {
  const merged: Record<string, string> = { ...DEFAULT_MESSAGES };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (isMessageKey(key)) merged[key] = value;
    }
  }
  // Most messages have no placeholder, and a vehicle page asks for hundreds: those skip the two regex passes.
  return (key, params) => {
    const message = merged[key] ?? key;
    return message.includes('{') ? interpolate(message, params) : message;
  };
}

/** A site's translator: its `labels` over the built-in English. */
export function siteTranslator(config: { labels: Readonly<Record<string, unknown>> }): Translate {
  return createTranslator(config.labels as Record<string, string>);
}
