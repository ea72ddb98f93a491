/**
 * The import rules of the code base (DESIGN.md "Layout"; docs/decisions.md § Layers),
 * checked by tests/unit/layers.test.ts with dependency-cruiser. Dependencies point one way:
 * pages, layouts → features, components, api → site → search, config, feed → domain; no cycles.
 */
const lower = '^src/(domain|config|feed|search|site|contracts|islands)/';
const higher = '^src/(features|pages|layouts|components|api)/';
const ui = '^src/(features|pages|layouts|components)/';

module.exports = {
  forbidden: [
    {
      name: 'no-upward-import',
      comment: 'A lower layer (domain, config, feed, search, site) never imports a higher one (features, pages, layouts, components, api).',
      severity: 'error',
      from: { path: lower },
      to: { path: higher },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain/ imports nothing of the project but itself.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'site-reads-config',
      comment: 'src/site/ derives from the parsed config: it reads config, domain, search, feed (DESIGN.md: site → search, config, feed → domain), the route builders and the image URL rules only.',
      severity: 'error',
      from: { path: '^src/site/' },
      to: { path: '^src/', pathNot: '^src/(site|config|domain|search|feed|media)/|^src/paths[.]ts$' },
    },
    {
      name: 'index-script-imports-no-ui',
      comment: '`npm run index` (scripts/index-typesense.ts) reaches no UI module, directly or through others.',
      severity: 'error',
      from: { path: '^scripts/index-typesense[.]ts$' },
      to: { path: ui, reachable: true },
    },
    {
      name: 'pure-imports-no-io',
      comment: 'A plain x.ts module never imports an x.server.ts (build/API I/O) or x.client.ts (browser) one at run time: the file name says where code runs.',
      severity: 'error',
      // Routes (pages/, middleware), browser state (store.ts, x-store.ts), client/ folders and React hooks (use-x.ts) are not plain modules.
      from: {
        path: '[.]ts$',
        pathNot: '[.](server|client)[.]ts$|[.]test[.]ts$|^scripts/|^src/pages/|^src/middleware[.]ts$|store[.]ts$|/client/|/use-[^/]+[.]ts$',
      },
      to: { path: '[.](server|client)[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-cycle',
      comment: 'No import cycle, type-only and dynamic imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/data/postcodes[.]ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
