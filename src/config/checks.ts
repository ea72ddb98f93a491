/**
 * Cross-field checks: rules that involve more than one field. Each message names what was found
 * and what to change, because content editors fix these files without reading the code.
 */
import { depositAmountInText } from '../domain/reserve';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
import { checkFinance, checkLeads } from './checks-money';
import { checkEmailRecipients } from './checks-email';
import { checkLocations } from './checks-locations';
import { type ConfigIssue, listOptions, showValue } from './issues';
import { isMessageKey, MESSAGE_KEYS } from './messages';
import type { SiteConfig } from './normalise';
import { closest } from './suggest';

/** Every cross-field problem of a parsed config; empty when it is consistent. */
export function checkSiteConfig(config: SiteConfig): ConfigIssue[] {
  return [
    ...checkSearch(config),
    ...checkTheme(config),
    ...checkFeatures(config),
    ...checkFinance(config),
    ...checkLocations(config),
    ...checkPromotions(config),
    ...checkLeads(config),
    ...checkEmailRecipients(config),
    ...checkBackend(config),
    ...checkLabels(config),
    ...checkFeed(config),
  ];
}

function checkSearch({ search }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const { options, default: fallback } = search.sort;
  if (!options.includes(fallback)) {
    issues.push({
      path: ['search', 'sort', 'default'],
      message: `found ${showValue(fallback)}, which is not an enabled sort option; use one of ${listOptions(options)} or add ${showValue(fallback)} to search.sort.options`,
    });
  }
  options.forEach((option, i) => {
    if (options.indexOf(option) !== i) {
      issues.push({
        path: ['search', 'sort', 'options', i],
        message: `found ${showValue(option)} twice; remove the repeat`,
      });
    }
  });
  if (search.filters.carType !== false && search.filters.condition !== false) {
    issues.push({
      path: ['search', 'filters', 'condition'],
      message:
        'both carType and condition are on, and both filter new, demo and used (car_type); turn one off (condition: false, or carType: false to word the filter Condition)',
    });
  }
  search.promoPositions.forEach((position, i) => {
    if (position > search.pageSize) {
      issues.push({
        path: ['search', 'promoPositions', i],
        message: `found ${position}, beyond the page size of ${search.pageSize}; use a position from 1 to ${search.pageSize}`,
      });
    }
  });
  return issues;
}

function checkTheme({ theme }: SiteConfig): ConfigIssue[] {
  const pairs = [
    ['primaryContrast', 'primary', theme.colors.primaryContrast, theme.colors.primary],
    ['text', 'surface', theme.colors.text, theme.colors.surface],
  ] as const;
  const issues: ConfigIssue[] = [];
  for (const [field, against, colour, background] of pairs) {
    const ratio = contrastRatio(colour, background);
    if (ratio < MIN_TEXT_CONTRAST) {
      issues.push({
        path: ['theme', 'colors', field],
        message: `found ${colour} on ${against} ${background}, a contrast of ${ratio.toFixed(2)}:1; choose colours with at least ${MIN_TEXT_CONTRAST}:1 so text stays readable`,
      });
    }
  }
  return issues;
}

function checkFeatures({ features, manufacturer }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (features.autogauge !== false && !features.plugins.includes('Autogauge')) {
    issues.push({
      path: ['features', 'autogauge'],
      message:
        'is on but the Autogauge plugin is not listed; add Autogauge to features.plugins or set features.autogauge: false',
    });
  }
  if (features.certifiedPreOwned !== false && features.certifiedPreOwned.make === undefined && manufacturer === null) {
    issues.push({
      path: ['features', 'certifiedPreOwned'],
      message: 'is on but no make is known; set features.certifiedPreOwned.make (e.g. Toyota) or the site manufacturer',
    });
  }
  // The text is also what the API charges: it must state the amount (or be empty / $0 for no deposit).
  if (
    features.reserve !== false &&
    features.reserve.depositText.trim() !== '' &&
    depositAmountInText(features.reserve.depositText) === undefined
  ) {
    issues.push({
      path: ['features', 'reserve', 'depositText'],
      message: `found "${features.reserve.depositText}", which states no amount; write the deposit charged, e.g. "$200 to reserve" (empty or $0 for no deposit)`,
    });
  }
  return issues;
}

function checkPromotions({ promotions, search }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const windows: Array<[string, number, { start?: string; expiry?: string }]> = [
    ...promotions.slider.slides.map((s, i) => ['slider', i, s] as [string, number, typeof s]),
    ...promotions.tiles.map((t, i) => ['tiles', i, t] as [string, number, typeof t]),
  ];
  for (const [list, i, item] of windows) {
    if (item.start !== undefined && item.expiry !== undefined && Date.parse(item.expiry) <= Date.parse(item.start)) {
      const path =
        list === 'slider' ? ['promotions', 'slider', 'slides', i, 'expiry'] : ['promotions', 'tiles', i, 'expiry'];
      issues.push({
        path,
        message: `found ${item.expiry}, not after start ${item.start}; set an expiry later than the start`,
      });
    }
  }
  promotions.tiles.forEach((tile, i) => {
    tile.positions.forEach((position, j) => {
      if (position > search.pageSize) {
        issues.push({
          path: ['promotions', 'tiles', i, 'positions', j],
          message: `found ${position}, beyond the page size of ${search.pageSize}; use a position from 1 to ${search.pageSize}`,
        });
      }
    });
  });
  return issues;
}

function checkBackend({ searchBackend }: SiteConfig): ConfigIssue[] {
  if (searchBackend.engine === 'typesense' && searchBackend.hosts.length === 0) {
    return [
      {
        path: ['searchBackend', 'hosts'],
        message:
          'found no host; Typesense needs at least one, e.g. hosts: [search.example.com], or use searchBackend: embedded',
      },
    ];
  }
  return [];
}

function checkLabels({ labels }: SiteConfig): ConfigIssue[] {
  return Object.keys(labels)
    .filter((key) => !isMessageKey(key))
    .map((key) => {
      const guess = closest(key, MESSAGE_KEYS);
      const hint =
        guess === undefined ? 'use a key listed in src/config/messages' : `did you mean ${JSON.stringify(guess)}?`;
      return { path: ['labels', key], message: `${JSON.stringify(key)} is not a message key; ${hint}` };
    });
}

function checkFeed({ feed }: SiteConfig): ConfigIssue[] {
  const source = feed.source;
  if (
    /^[a-z]+:\/\//i.test(source)
      ? !/^https?:\/\//i.test(source)
      : source.startsWith('/') || source.split(/[\\/]/).includes('..')
  ) {
    return [
      {
        path: ['feed', 'source'],
        message: `found ${showValue(source)}; use a path inside the site folder (e.g. feed.json) or an https:// URL`,
      },
    ];
  }
  return [];
}
