// The card page with a video (issue 32): the full card of the budget test with a YouTube video below its header
// still keeps HTML + CSS ≤ 14 KB compressed and its JavaScript ≤ 5 KB, and its HTML loads nothing of YouTube or
// Vimeo (their addresses appear only as the player to load on tap and the plain link). An uploaded video is a
// <video> that loads nothing before play. Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { profiles } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { fullCard } from './full-card-kit';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The video page test renders the built site: run `bun run build` first.');
}

const KB = 1024;
const gzip = (text: string) => Bun.gzipSync(text).length;

/** A built module and the modules it imports statically, each once. */
function moduleClosure(url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const code = readFileSync(join(SITE_DIST, 'client', url), 'utf8');
  const imports = [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map(
    ([, spec]) => new URL(spec, `http://x${url}`).pathname,
  );
  return [code, ...imports.flatMap((next) => moduleClosure(next, seen))];
}

/** Every address the HTML makes a browser load on its own: sources, posters, stylesheets, preloads. */
const loadedAddresses = (html: string) =>
  [...html.matchAll(/\s(?:src|poster|srcset)="([^"]+)"|<link\b[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );

let t: TestApp;
let card: Awaited<ReturnType<typeof fullCard>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  card = await fullCard(t);
});
afterAll(() => t.close());

const setVideo = (video: typeof profiles.$inferSelect.video) =>
  t.db.update(profiles).set({ video }).where(eq(profiles.userId, card.mate.user.id));

describe('the card page with a video', () => {
  test('a YouTube video: a poster of ours, the budget kept, nothing of YouTube loaded', async () => {
    await setVideo({
      kind: 'link',
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      poster: true,
      title: 'Our workshop',
    });
    for (const lang of ['sv', 'en', 'fi']) {
      const res = await t.client().get(`/p/${card.mate.user.shortId}`, { cookie: `targetLang=${lang}` });
      const html = await res.response.text();
      expect(html).toContain('data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
      expect(html).toContain('src="/uploads/video-posters/youtube/dQw4w9WgXcQ"');
      const label = {
        sv: 'Spela video: Our workshop',
        en: 'Play video: Our workshop',
        fi: 'Toista video: Our workshop',
      }[lang];
      expect(html).toContain(`aria-label="${label}"`);
      const loaded = loadedAddresses(html);
      expect(loaded).toContain('/uploads/video-posters/youtube/dQw4w9WgXcQ');
      expect(loaded.filter((a) => /^(https?:)?\/\/[^/]*(youtube|ytimg|vimeo)/.test(a))).toEqual([]);

      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].flatMap(
        ([, attrs, body]) => {
          const src = attrs.match(/src="([^"]+)"/)?.[1];
          return src ? moduleClosure(src) : [body];
        },
      );
      const page = gzip(html);
      const script = scripts.reduce((n, code) => n + gzip(code), 0);
      const poster = scripts.find((code) => code.includes('video-poster'));
      console.log(
        `/p with a video ${lang}`,
        JSON.stringify({ page, script, posterScript: poster && gzip(poster) }),
      );
      expect(poster).toBeDefined();
      expect(gzip(poster!)).toBeLessThanOrEqual(1 * KB);
      expect(page).toBeLessThanOrEqual(14 * KB);
      expect(script).toBeLessThanOrEqual(5 * KB);
    }
  });

  test('an uploaded video without a poster: <video> loading nothing before play, the neutral poster', async () => {
    await setVideo({
      kind: 'file',
      key: 'profiles/x/video-t.mp4',
      mime: 'video/mp4',
      size: 10,
      posterKey: null,
      title: '',
      token: 'tok',
    });
    const html = await (await t.client().get(`/p/${card.mate.user.shortId}`)).response.text();
    expect(html).toMatch(/<video class="vp" controls preload="none"[^>]*poster="data:image\/svg\+xml,/);
    expect(html).toContain('type="video/mp4"');
  });
});
