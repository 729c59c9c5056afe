// Import cycles are refused: a cycle means a lower module calls a higher one (issue 20), and
// it makes load order decide whether a binding is still undefined at import time.
// The API's modules (api/src/modules/*) sit in an order and each has one door (issue 30,
// docs/modules.md): a module imports only modules of a lower tier, and only through their index.ts.
// Tests and test kits (*.test.ts, *-kit.ts, test-fixtures.ts, fake-provider.ts, *-stand-in.ts,
// api/test/, e2e/) are exempt from both: they set up worlds across modules.
// `bun run check` runs this over every TypeScript source of the server, database, shared code and
// site, and the imports of the site's .astro files (scripts/astro-imports.ts); it reads
// tsconfig.json for the @shared/@db aliases.

/** Lowest first. A module may import the modules of the tiers before its own, never its own tier's others. */
const MODULE_ORDER = [
  ['audit'],
  ['pricing', 'users'],
  ['companies'],
  ['page-domains', 'sso', 'search', 'reports'],
  ['auth', 'profiles'],
  ['webhooks', 'signatures', 'dynatags'],
  ['leads', 'cards', 'billing', 'subscriptions'],
  ['contacts', 'qr-styles', 'analytics', 'orders', 'accounting', 'crm'],
  ['coupons', 'admin', 'public-pages'],
  ['wallet', 'accounts', 'general', 'live', 'data-protection'],
  ['scim'],
];
const TESTS_AND_KITS =
  '(\\.test\\.tsx?|-kit\\.ts|test-fixtures\\.ts|fake-provider\\.ts|-stand-in\\.ts)$|^api/test/|^e2e/';
const KITS = '/[^/]*(-kit|test-fixtures|fake-provider|-stand-in)\\.ts$';

const orderRules = MODULE_ORDER.flatMap((tier, i) =>
  tier.map((module) => {
    const notBelow = MODULE_ORDER.slice(i)
      .flat()
      .filter((other) => other !== module);
    return {
      name: 'module-order',
      severity: 'error',
      comment:
        `${module} is in tier ${i + 1} of MODULE_ORDER: it may import only modules of lower tiers. ` +
        'Move what both need below both, or let the higher module react (docs/modules.md).',
      from: { path: `^api/src/modules/${module}/`, pathNot: TESTS_AND_KITS },
      to: { path: `^api/src/modules/(${notBelow.join('|')})/` },
    };
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Break the cycle by moving the shared piece down, or by a use case above both modules.',
      from: {},
      to: { circular: true },
    },
    ...orderRules,
    {
      name: 'module-door',
      severity: 'error',
      comment:
        'Another module is entered through its door, its index.ts: export what you need there (docs/modules.md).',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: TESTS_AND_KITS },
      to: {
        path: '^api/src/modules/[^/]+/',
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$', KITS],
      },
    },
    {
      name: 'module-door',
      severity: 'error',
      comment:
        'Code outside the modules (app.ts, server.ts, jobs, db, bench, scripts) enters a module through its index.ts too.',
      from: { pathNot: ['^api/src/modules/', TESTS_AND_KITS, '^site/'] },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/[^/]+/index\\.ts$', KITS] },
    },
    {
      name: 'site-apart',
      severity: 'error',
      comment:
        'The site imports neither the API nor the database: page data types, the page handler contract and the ' +
        'HTTP helpers both use live in shared/ (docs/modules.md). scripts/astro-imports.ts holds .astro files to it.',
      from: { path: '^site/' },
      to: { path: '^(api|db)/' },
    },
    {
      name: 'api-apart',
      severity: 'error',
      comment:
        'The API imports nothing of the site: the entry point (api/src/server.ts) builds the site handler and hands ' +
        'it in as a SiteHandler (shared/http/site-handler.ts); tests build it the same way.',
      from: { path: '^api/', pathNot: ['^api/src/server\\.ts$', TESTS_AND_KITS, '^api/test/'] },
      to: { path: '^site/' },
    },
    {
      name: 'shared-below',
      severity: 'error',
      comment: 'shared/ is imported by the API, the database code and the site, and imports none of them.',
      from: { path: '^shared/' },
      to: { path: '^(api|site|db)/' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment:
        'api/src/platform is below every module: move the piece into platform, or the call into a module.',
      from: { path: '^api/src/platform/', pathNot: TESTS_AND_KITS },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'dashboard-through-typed-client',
      severity: 'error',
      comment:
        'The site calls the API through the typed client (site/src/dashboard/lib/client.ts, the OpenAPI ' +
        "document's paths and answers); the transport under it (lib/api.ts) is imported by that client and " +
        "by the transport's own tests only.",
      from: { path: '^site/src/', pathNot: '^site/src/dashboard/lib/(client\\.ts|[^/]+\\.test\\.ts)$' },
      to: { path: '^site/src/dashboard/lib/api\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    cache: false,
  },
};
