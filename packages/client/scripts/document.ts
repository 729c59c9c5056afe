// The OpenAPI document as the running API serves it (GET /api/docs/json), and the TypeScript types
// openapi-typescript writes from it. One function for the generator and for the test that finds the
// committed types stale, so both read the same document the same way.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { BASE, createTestApp } from '../../../api/test/harness';

/** Starts the app on a throwaway database (no network) and reads its document. */
export async function liveDocument(): Promise<OpenAPI3> {
  const app = await createTestApp();
  try {
    const res = await app.handle(new Request(`${BASE}/api/docs/json`));
    if (!res.ok) throw new Error(`GET /api/docs/json answered ${res.status}`);
    return (await res.json()) as OpenAPI3;
  } finally {
    await app.close();
  }
}

const HEADER = `// Generated from the OpenAPI document of the Dynacard API by \`bun run client:generate\`
// (packages/client/scripts/generate.ts with openapi-typescript). Do not edit: a test fails when it is stale.

`;

/** schema.d.ts for a document: `paths` with every operation's parameters, bodies and answers. */
export async function schemaTypes(document: OpenAPI3): Promise<string> {
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}
