// bun run client:generate — writes the API's OpenAPI document to packages/client/openapi.json (for other
// tools; not committed) and its types to packages/client/src/schema.d.ts (committed, checked by a test).
import { join } from 'node:path';
import { liveDocument, schemaTypes } from './document';

const root = join(import.meta.dir, '..');
const document = await liveDocument();
await Bun.write(join(root, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
await Bun.write(join(root, 'src/schema.d.ts'), await schemaTypes(document));
console.log('packages/client: openapi.json and src/schema.d.ts written');
