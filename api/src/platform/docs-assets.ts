// The two files of the API reference's UI (swagger-ui-dist), served by us: the bundle is 1.7 MB of JavaScript,
// so each is compressed once, the first time a browser asks for that coding, and kept in memory (a few hundred
// KB); brotli when offered, else gzip, else the bytes as they are (shared/http/compression.ts).
import { dirname, join } from 'node:path';
import { brotli, type Encoding, pickEncoding } from '../../../shared/http/compression';

const SWAGGER_DIR = dirname(Bun.resolveSync('swagger-ui-dist/package.json', import.meta.dir));
const TYPES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;
/** Brotli quality: 9 makes the bundle in ~0.1 s on first request (11 would block the process ~2 s for 8 % less). */
const BROTLI_QUALITY = 9;

type Bytes = Uint8Array<ArrayBuffer>;
type Asset = { body: Bytes } & Partial<Record<Encoding, Bytes>>;
const assets = new Map<string, Asset>();

/** The asset `file` in the coding the request accepts, or null for a file that is not one of them. */
export async function docsAsset(file: string, acceptEncoding: string | null): Promise<Response | null> {
  const type = TYPES[file as keyof typeof TYPES];
  if (!type) return null;
  let asset = assets.get(file);
  if (!asset) {
    asset = { body: new Uint8Array(await Bun.file(join(SWAGGER_DIR, file)).arrayBuffer()) };
    assets.set(file, asset);
  }
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': 'public, max-age=86400',
    vary: 'accept-encoding',
  };
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding) return new Response(asset.body, { headers });
  asset[encoding] ??=
    encoding === 'br' ? brotli(asset.body, BROTLI_QUALITY) : (Bun.gzipSync(asset.body) as Bytes);
  headers['content-encoding'] = encoding;
  return new Response(asset[encoding], { headers });
}
