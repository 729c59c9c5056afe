// Import cycles are refused: a cycle means a lower module calls a higher one (issue 20), and
// it makes load order decide whether a binding is still undefined at import time. Two layer
// rules keep account deletion above the modules it spans.
// `bun run check` runs this over every TypeScript source of the server, database, shared
// code and site; it reads tsconfig.json for the @shared/@db/@api aliases.
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
    {
      name: 'account-deletion-above',
      severity: 'error',
      comment:
        'Deleting an account is a use case above users, companies, orders, billing and subscriptions: only a ' +
        "module's routes (index.ts) or a test call it (docs/decisions.md).",
      from: { path: '^api/src/modules/(?!accounts/)', pathNot: '(/index|\\.test)\\.ts$' },
      to: { path: '^api/src/modules/accounts/' },
    },
    {
      name: 'users-below-billing',
      severity: 'error',
      comment: 'The users module is below orders, billing and subscriptions: only its routes reach up.',
      from: { path: '^api/src/modules/users/', pathNot: '(/index|\\.test)\\.ts$' },
      to: { path: '^api/src/modules/(billing|orders|subscriptions|accounts)/' },
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
