// Brotli when the browser offers it, gzip otherwise, the bytes as they are when it offers neither: the rule
// (pickEncoding), the prerendered files served from memory (serve.ts) and the build step that makes `.br`.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { pickEncoding } from '../../shared/http/compression';
import type { SiteHandler } from '../../shared/http/site-handler';
import precompress from '../integrations/precompress.mjs';
import { createSiteHandler } from './serve';

describe('pickEncoding', () => {
  test('brotli first, then gzip, else identity; q=0 refuses a coding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.8, br;q=0.9')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(null)).toBeNull();
    expect(pickEncoding('brotli, gzipx')).toBeNull();
    // A file built without its .br is sent in gzip.
    expect(pickEncoding('gzip, br', false)).toBe('gzip');
  });
});

const PAGE = `<!DOCTYPE html><html><body>${'<p>Digital business cards that stay up to date.</p>'.repeat(60)}</body></html>`;
const STYLE = `body{margin:0}${'.card{display:grid;gap:1rem}'.repeat(60)}`;
let dist: string;
let site: SiteHandler;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dynacard-compression-'));
  const client = join(dist, 'client');
  mkdirSync(join(client, '_astro'), { recursive: true });
  writeFileSync(join(client, 'index.html'), PAGE);
  writeFileSync(join(client, '_astro', 'site.css'), STYLE);
  writeFileSync(join(client, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(client, 'icon.png'), new Uint8Array(2048));
  // The build step, as Astro runs it after the build.
  const hook = precompress().hooks['astro:build:done'] as unknown as (options: {
    dir: URL;
    logger: { info(message: string): void };
  }) => Promise<void>;
  await hook({ dir: pathToFileURL(`${client}/`), logger: { info: () => {} } });
  site = await createSiteHandler({ distDir: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  site(
    new Request(`http://localhost${path}`, {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }),
  );

describe('the build', () => {
  test('writes a brotli copy of each text file bigger than one packet, at the highest quality', () => {
    const client = join(dist, 'client');
    for (const [file, text] of [
      ['index.html', PAGE],
      ['_astro/site.css', STYLE],
    ]) {
      const br = readFileSync(join(client, `${file}.br`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
    }
    expect(existsSync(join(client, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(client, 'icon.png.br'))).toBe(false);
  });
});

describe('prerendered files', () => {
  test('brotli when offered, gzip otherwise, as they are when neither; Vary: accept-encoding', async () => {
    for (const [path, text] of [
      ['/', PAGE],
      ['/_astro/site.css', STYLE],
    ]) {
      const br = await get(path, 'gzip, deflate, br, zstd');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(text);
      const gzip = await get(path, 'gzip, deflate');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toBe(text);
      for (const none of [undefined, 'identity']) {
        const plain = await get(path, none);
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(await plain.text()).toBe(text);
      }
      for (const response of [br, gzip]) expect(response.headers.get('vary')).toContain('accept-encoding');
    }
  });

  test('small files and images go as they are; the .br copies are not pages of their own', async () => {
    expect((await get('/robots.txt', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/icon.png', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/index.html.br', 'br')).status).toBe(404);
  });
});
