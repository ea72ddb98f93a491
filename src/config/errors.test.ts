import { describe, expect, it } from 'vitest';
import { SiteConfigError } from './errors';
import { parseSiteYaml } from './load';

const FILE = 'sites/demo/site.yaml';

/** The full error message for a site.yaml text. */
function errorFor(yaml: string): string {
  try {
    parseSiteYaml(yaml, FILE);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the file to be rejected');
}

describe('friendly errors name the file, line, path, what was found and what to change', () => {
  it.each([
    [
      'a misspelt key, with a suggestion',
      'name: Demo\nfeed: { source: feed.json }\nsearch:\n  pagesize: 20\n',
      `${FILE}:4 search.pagesize: "pagesize" is not a setting here; did you mean "pageSize"?`,
    ],
    [
      'an unknown key with no close match lists the known ones',
      'name: Demo\nfeed: { source: feed.json }\nviewer:\n  colourful: true\n',
      `${FILE}:4 viewer.colourful: "colourful" is not a setting here; remove it (known settings here: defaultView, autoRotate, intervalMs, videoPosition)`,
    ],
    [
      'a missing required field quotes its description',
      'name: Demo\n',
      `${FILE} feed: is missing; add it (Where the stock feed comes from (required))`,
    ],
    [
      'a missing nested field quotes its description',
      'name: Demo\nfeed:\n  maxRejectShare: 0.1\n',
      `${FILE}:3 feed.source: is missing; add it (Feed file path relative to the site folder (e.g. feed.json) or an https:// URL (required))`,
    ],
    [
      'a value outside a list of choices',
      'name: Demo\nfeed: { source: feed.json }\nsearch:\n  columns: 5\n',
      `${FILE}:4 search.columns: found 5; use one of 3, 4`,
    ],
    [
      'a wrong type',
      'name: Demo\nfeed: { source: feed.json }\nsearch:\n  pageSize: twenty\n',
      `${FILE}:4 search.pageSize: found "twenty"; use a number here`,
    ],
    [
      'a number below its minimum',
      'name: Demo\nfeed: { source: feed.json }\nstock:\n  includeSoldCarsDays: -1\n',
      `${FILE}:4 stock.includeSoldCarsDays: found -1; must be at least 0`,
    ],
    [
      "a feed watch interval below the watcher's 5-minute run",
      'name: Demo\nfeed:\n  source: https://dms.example.com/feed.json\n  watchMinutes: 1\n',
      `${FILE}:4 feed.watchMinutes: found 1; must be at least 5`,
    ],
    [
      'a feed watch interval longer than a day',
      'name: Demo\nfeed:\n  source: https://dms.example.com/feed.json\n  watchMinutes: 2880\n',
      `${FILE}:4 feed.watchMinutes: found 2880; must be at most 1440`,
    ],
    [
      'a feed watch interval that is not whole minutes',
      'name: Demo\nfeed:\n  source: https://dms.example.com/feed.json\n  watchMinutes: 7.5\n',
      `${FILE}:4 feed.watchMinutes: found 7.5; must be a whole number`,
    ],
    [
      'a feature flag that is neither true, false nor options',
      'name: Demo\nfeed: { source: feed.json }\nfeatures:\n  reserve: yes please\n',
      `${FILE}:4 features.reserve: found "yes please"; use true, false or a group of settings`,
    ],
    [
      'a problem inside a feature flag options object',
      'name: Demo\nfeed: { source: feed.json }\nfeatures:\n  reserve:\n    path: buy_online\n',
      `${FILE}:5 features.reserve.path: found "buy_online"; use one of "checkout", "buy-online"`,
    ],
    [
      'a rule message of our own',
      'name: Demo\nfeed: { source: feed.json }\ntheme:\n  colors:\n    primary: blue\n',
      `${FILE}:5 theme.colors.primary: found "blue"; must be a hex colour such as #0b5cad`,
    ],
    [
      'a secret pasted where an env var name belongs',
      'name: Demo\nfeed: { source: feed.json }\nleads:\n  webhook:\n    url: https://crm.example.com/hook\n    secretEnv: s3cr3t-value\n',
      `${FILE}:6 leads.webhook.secretEnv: found "s3cr3t-value"; must be an environment variable NAME in CAPITALS (the secret itself goes in the environment, never in site.yaml)`,
    ],
    [
      'the closest shape of a union is reported',
      'name: Demo\nfeed: { source: feed.json }\nimages:\n  cdn:\n    provider: akamai\n    base: https://img.example.com\n',
      `${FILE}:5 images.cdn.provider: found "akamai"; use one of "netlify", "cloudinary", "imgix"`,
    ],
    [
      'a link that is neither a site path nor a URL quotes both rules',
      'name: Demo\nfeed: { source: feed.json }\nmenus:\n  header:\n    - { label: Offers, href: special-offers }\n',
      `${FILE}:5 menus.header[0].href: found "special-offers"; must be a site path starting with "/" (for example /special-offers), or must be a full URL starting with https:// (or http://)`,
    ],
    [
      'a date-time without its offset',
      'name: Demo\nfeed: { source: feed.json }\npromotions:\n  tiles:\n    - start: 2025-07-01\n      content: { title: Sale, href: /special-offers }\n',
      `${FILE}:5 promotions.tiles[0].start: found "2025-07-01"; must be a date-time with its time zone offset, such as 2025-07-01T00:00:00+10:00`,
    ],
    [
      'invalid YAML',
      'name: Demo\nfeed: [source: feed.json\n',
      `${FILE}:3: not valid YAML (Flow sequence in block collection must be sufficiently indented and end with a ]); check the indentation and quoting on this line`,
    ],
    [
      'a choice inside a union',
      'name: Demo\nfeed: { source: feed.json }\nsearchBackend: elastic\n',
      `${FILE}:3 searchBackend: found "elastic"; use "embedded", "typesense" or a group of settings`,
    ],
    [
      'a misspelt key inside a feature options object',
      'name: Demo\nfeed: { source: feed.json }\nfeatures:\n  reserve: { pth: buy-online }\n',
      `${FILE}:4 features.reserve.pth: "pth" is not a setting here; did you mean "path"?`,
    ],
    [
      'a list instead of settings',
      '- name: Demo\n',
      `${FILE}: found a list at the top of the file; write settings as key: value lines, starting with name and feed.source`,
    ],
    ['an empty file', '', `${FILE}: the file is empty; add at least name and feed.source`],
  ])('%s', (_name, yaml, line) => {
    const [heading, ...lines] = errorFor(yaml).split('\n');
    expect(heading).toMatch(new RegExp(`^${FILE} is not a valid site config \\(\\d+ problems?\\):$`));
    expect(lines).toEqual([line]);
  });

  it('lists several problems one per line, in file order, with the count', () => {
    const message = errorFor(
      'name: Demo\nfeed: { source: feed.json }\nsearch:\n  sort:\n    default: fastest\n  columns: 2\n',
    );
    expect(message).toBe(
      [
        `${FILE} is not a valid site config (2 problems):`,
        `${FILE}:5 search.sort.default: found "fastest"; use one of "relevant", "latest", "price-desc", "price-asc", "oldest", "km-asc", "km-desc", "year-desc", "year-asc"`,
        `${FILE}:6 search.columns: found 2; use one of 3, 4`,
      ].join('\n'),
    );
  });

  it('keeps the issues on the error for tools', () => {
    try {
      parseSiteYaml('name: Demo\nfeed: { source: feed.json }\nsearch: { pageSize: 0 }\n', FILE);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError);
      expect((error as SiteConfigError).file).toBe(FILE);
      expect((error as SiteConfigError).issues).toEqual([
        { path: ['search', 'pageSize'], line: 3, message: 'found 0; must be at least 1' },
      ]);
    }
  });
});
