// bun scripts/product-pictures.ts — the product pages' pictures of the real product (issue 35): a fresh data
// folder gets the demo (`bun run db:seed`), the server serves it with the built site (`bun run build` first), and
// Debian's chromium (as e2e/ uses it) takes the card page, the dashboard and a dynatag, light and dark, in sv, en
// and fi, into site/src/assets/product/<page>/<lang>/<subject>-<theme>.webp for each page that shows it (the folder
// the content editor uploads that page's pictures into). Run it on demand when the product changes; look at the
// pictures and commit them (docs/operations.md, "The product pages' content").
import { Database } from 'bun:sqlite';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import sharp from 'sharp';
import { LANGUAGES, type Lang } from '../shared/constants';

const ROOT = join(import.meta.dir, '..');
const OUT = join(ROOT, 'site/src/assets/product');
const THEMES = ['light', 'dark'] as const;
/** What is taken: a phone for the public pages, a laptop for the dashboard; the width each picture is kept at. */
const SUBJECTS = {
  card: { viewport: { width: 390, height: 780 }, width: 390 },
  dynatag: { viewport: { width: 390, height: 780 }, width: 390 },
  dashboard: { viewport: { width: 1280, height: 800 }, width: 960 },
} as const;
/** The pages that show each picture (their content's `showcase`). */
const SHOWN_ON = {
  card: ['start', 'business-card'],
  dynatag: ['start', 'dynatags'],
  dashboard: ['start'],
} as const;
const DEMO = { login: 'subscriber', password: 'dynacard-subscriber', tag: 'Elmia montern B:12' };

const dir = mkdtempSync(join(tmpdir(), 'dynacard-pictures-'));
const port = 20_000 + Math.floor(Math.random() * 30_000);
const base = `http://127.0.0.1:${port}`;
const env: Record<string, string | undefined> = {
  ...process.env,
  DATA_DIR: dir,
  SECRET: 'product-pictures-secret-0123456789',
  SMTP_URL: '',
};
for (const key of ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'DATABASE_SYNC_URL', 'PUBLIC_URL']) delete env[key];

async function run(cmd: string[], extra: Record<string, string> = {}) {
  const child = Bun.spawn(cmd, { cwd: ROOT, env: { ...env, ...extra }, stdout: 'ignore', stderr: 'pipe' });
  const [code, err] = await Promise.all([child.exited, new Response(child.stderr).text()]);
  if (code !== 0) throw new Error(`${cmd.join(' ')} exited with ${code}: ${err}`);
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await Bun.sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The demo's addresses: the subscriber's card page and the fair stand's dynatag. */
function demoAddresses() {
  const db = new Database(join(dir, 'dynacard.db'), { readonly: true });
  try {
    const card = db
      .query<{ short_id: string }, [string]>(
        'select p.short_id from profiles p join users u on u.id = p.user_id where u.username = ? and p.is_active = 1',
      )
      .get(DEMO.login);
    const tag = db
      .query<{ short_id: string }, [string]>('select short_id from dynatags where name = ?')
      .get(DEMO.tag);
    if (!card || !tag) throw new Error('the demo has no card page or fair stand tag: did the seed change?');
    return { card: `/p/${card.short_id}`, dynatag: `/d/${tag.short_id}` };
  } finally {
    db.close();
  }
}

/** The reader's language, theme and cookie choice; signed in, the user the dashboard keeps after a login. */
async function settle(
  context: BrowserContext,
  lang: Lang,
  theme: (typeof THEMES)[number],
  signedIn: boolean,
) {
  let user: unknown = null;
  if (signedIn) {
    const login = await context.request.post('/api/v1/auth/login', {
      data: { login: DEMO.login, password: DEMO.password },
    });
    if (!login.ok()) throw new Error(`the demo login failed: ${login.status()}`);
    user = ((await (await context.request.get('/api/v1/users/me')).json()) as { data: unknown }).data;
  }
  await context.addInitScript(
    ({ lang, theme, user }) => {
      localStorage.setItem('targetLang', lang);
      localStorage.setItem('themeMode', theme);
      localStorage.setItem('cookiesAccepted', 'true');
      localStorage.setItem('tagEditorTourSeen', 'true');
      if (user) localStorage.setItem('user', JSON.stringify(user));
    },
    { lang, theme, user },
  );
  await context.addCookies([{ name: 'targetLang', value: lang, url: base }]);
}

await run(['bun', 'db/seed.ts']);
const server = Bun.spawn(['bun', 'api/src/server.ts'], {
  cwd: ROOT,
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
  stdout: 'ignore',
  stderr: 'inherit',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  await waitFor(`${base}/api/v1/general/challenge`, 120_000);
  const paths = demoAddresses();
  for (const lang of LANGUAGES)
    for (const theme of THEMES)
      for (const [subject, shot] of Object.entries(SUBJECTS)) {
        const context = await browser.newContext({
          baseURL: base,
          viewport: shot.viewport,
          deviceScaleFactor: 2,
          colorScheme: theme,
          locale: { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' }[lang],
          reducedMotion: 'reduce',
        });
        await settle(context, lang, theme, subject === 'dashboard');
        const page = await context.newPage();
        if (subject === 'dashboard') {
          await page.goto(`${lang === 'sv' ? '' : `/${lang}`}/dashboard/profiles`);
          await page.getByRole('main').waitFor();
        } else await page.goto(paths[subject as 'card' | 'dynatag']);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        const picture = await page.screenshot({ animations: 'disabled' });
        const webp = await sharp(picture)
          .resize({ width: shot.width * 2 })
          .webp({ quality: 72, effort: 6 })
          .toBuffer();
        for (const shownOn of SHOWN_ON[subject as keyof typeof SHOWN_ON]) {
          const folder = join(OUT, shownOn, lang);
          mkdirSync(folder, { recursive: true });
          await Bun.write(join(folder, `${subject}-${theme}.webp`), webp);
          console.log(`site/src/assets/product/${shownOn}/${lang}/${subject}-${theme}.webp`);
        }
        await context.close();
      }
} finally {
  await browser.close();
  server.kill();
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
}
