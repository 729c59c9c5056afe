// The page /d/{shortId} through the app with the built site: modules rendered and escaped, noindex, no
// script on a tag whose modules need no island, within the byte budget; the passcode form without
// JavaScript, the unlock remembered by a cookie, the location form, the redirect, counting. Tags are made
// through the owners' API.
// Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { companies, views } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { BASE, createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { apiTag, fiveTextAndLinkModules } from '../dynatags/public-test-kit';
import { ownerWithCompany, patchTag, pdf } from '../dynatags/test-kit';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The /d page tests render the built site: run `bun run build` first.');
}

const HOUR = 60 * 60 * 1000;
const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
const makeTag = (fields: Record<string, unknown>, upload: File[] = []) =>
  apiTag(t, owner.owner, owner.company.shortId, fields, upload);
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  owner = await ownerWithCompany(t, 'Fair & Co');
});
afterAll(() => t.close());

type Page = { status: number; html: string; headers: Headers };
async function open(
  path: string,
  options: {
    cookie?: string;
    form?: Record<string, string>;
    lang?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    'user-agent': UA,
    'x-forwarded-for': '10.8.0.1',
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lang) headers['accept-language'] = options.lang;
  const init: RequestInit = { headers };
  if (options.form) {
    init.method = 'POST';
    init.body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = String(init.body.length);
  }
  const response = await t.handle(new Request(`${BASE}${path}`, init));
  return { status: response.status, html: await response.text(), headers: response.headers } satisfies Page;
}

describe('an open tag', () => {
  test('modules in order, noindex, no JavaScript at all', async () => {
    const tag = await makeTag({ label: 'Nordvik at Nordbygg', modules: fiveTextAndLinkModules() });
    const page = await open(`/d/${tag.shortId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // Not even an inline script would run.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const { html } = page;
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<h1>Nordvik at Nordbygg</h1>');
    const order = [
      'Hall B, stand 12',
      'Product sheet',
      'Opening hours',
      'Directions to the fair',
      'FSC certified',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Links: their colour and a readable text colour, through the tag's click address (issue 34).
    expect(html).toMatch(/href="\/d\/[\w-]+\/k\/-\/b\/1"[^>]*style="background:#facc15;color:#111/);
    // No JavaScript at all (the byte budget: page-budget.test.ts).
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toContain('rel="stylesheet"');
  });

  test('files, contacts, frames, socials and the translation menu, each as it should be', async () => {
    const modules = [
      { id: 'f', type: 'files', files: ['upload:0'] },
      {
        id: 'k',
        type: 'contacts',
        contacts: [
          { name: 'Anna Berg', information: 'Sales', phone: '+46 70 123 45 67', email: 'anna@example.com' },
        ],
      },
      { id: 'i', type: 'iframe', src: 'https://example.com/embed', height: 400 },
      { id: 'q', type: 'plugin_disqus', shortname: 'nordvik' },
      {
        id: 'h',
        type: 'plugin_htmlCommentBox',
        widget: '<script src="https://www.htmlcommentbox.com/jread?num=10"></script>',
        perPage: 25,
      },
      { id: 's', type: 'socials', links: { linkedin: 'https://www.linkedin.com/company/nordvik' } },
      { id: 'l', type: 'plugin_translationWidget', languages: ['de', 'en'] },
    ];
    const tag = await makeTag({ label: 'All modules', modules }, [pdf('Price list.pdf', 1234)]);
    const fileId = tag.fileIds[0]!;
    const { html } = await open(`/d/${tag.shortId}`, { lang: 'en' });
    expect(html).toContain(`href="/d/${tag.shortId}/k/-/f/0" download="Price list.pdf"`);
    const file = await t.handle(new Request(`${BASE}/d/${tag.shortId}/k/-/f/0`));
    expect(file.headers.get('location')).toBe(`/uploads/dynatags/${tag.shortId}/files/${fileId}`);
    expect(html).toContain('PDF · 1.2 kB');
    expect(html).toContain(`href="tel:+46701234567" ping="/d/${tag.shortId}/k/-/k/0t"`);
    expect(html).toContain(`href="mailto:anna@example.com" ping="/d/${tag.shortId}/k/-/k/0m"`);
    expect(html).toMatch(/href="data:text\/vcard;charset=utf-8,BEGIN%3AVCARD[^"]*FN%3AAnna%20Berg/);
    // Every frame sandboxed without allow-same-origin; the widgets' code only inside their frame's document.
    const frames = [...html.matchAll(/<iframe\b(?:[^>"]|"[^"]*")*>/g)].map(([tagText]) => tagText);
    expect(frames).toHaveLength(3);
    for (const frame of frames) {
      expect(frame).toContain('sandbox="allow-scripts allow-forms allow-popups"');
      expect(frame).not.toContain('allow-same-origin');
    }
    expect(frames[0]).toContain('src="https://example.com/embed"');
    expect(frames[0]).toContain('loading="lazy"');
    expect(frames[1]).toContain('nordvik.disqus.com/embed.js');
    expect(frames[2]).toContain('num=25');
    // No script of ours; the frames' scripts stand only in their documents (attribute values).
    expect(html.replace(/="[^"]*"/g, '=""')).not.toMatch(/<script\b/i);
    expect(html).toContain('aria-label="LinkedIn"');
    expect(html).toContain(
      `https://translate.google.com/translate?sl=auto&amp;tl=de&amp;u=${encodeURIComponent(`${BASE}/d/${tag.shortId}`)}`,
    );
    expect(html).toContain('>German</a>');
  });

  test('the company logo when chosen; a map or PDF brings its island, nothing else does', async () => {
    await t.db
      .update(companies)
      .set({ logoKey: 'companies/x/logo-abc.webp' })
      .where(eq(companies.shortId, owner.company.shortId));
    const modules = [
      { id: 'm', type: 'map', center: { lat: 57.7, lng: 11.97 }, zoom: 15, marker: 'Stand 12' },
      { id: 'p', type: 'pdf', file: 'upload:0' },
    ];
    const tag = await makeTag({ showCompanyLogo: true, modules }, [pdf('plan.pdf')]);
    const { html } = await open(`/d/${tag.shortId}`);
    expect(html).toMatch(
      /<img class="logo" src="\/uploads\/companies\/[^"]+\/logo\?v=abc" alt="Logotyp för Fair &amp; Co"/,
    );
    expect(html).toContain('<dynatag-map');
    expect(html).toContain('tile.openstreetmap.org');
    expect(html).toContain('<dynatag-pdf');
    expect(html.match(/<script\b/g)?.length).toBe(2);
  });

  test('a redirect sends the visitor on with 302 after counting the view', async () => {
    const tag = await makeTag({ redirectUrl: 'https://example.com/campaign' });
    const page = await open(`/d/${tag.shortId}`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('https://example.com/campaign');
    await t.pages.settle();
    const counted = await t.db
      .select()
      .from(views)
      .where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, tag.id)));
    expect(counted).toHaveLength(1);
  });

  test('a form larger than a passcode form is refused before it is read (also sent chunked)', async () => {
    const tag = await makeTag({ passcode: 'x' });
    const page = await open(`/d/${tag.shortId}`, { form: { passcode: 'x'.repeat(9000) } });
    expect(page.status).toBe(413);
    expect(JSON.parse(page.html).statusCode).toBe(413);
    let pulled = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1024 * 1024) return controller.close();
        pulled += 4096;
        controller.enqueue(new TextEncoder().encode(pulled === 4096 ? 'passcode=' : 'x'.repeat(4096)));
      },
    });
    const res = await t.handle(
      new Request(`${BASE}/d/${tag.shortId}`, {
        method: 'POST',
        headers: { 'user-agent': UA, 'content-type': 'application/x-www-form-urlencoded' },
        body: chunked,
      }),
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(64 * 1024);
  });

  test('an unknown tag is the 404 page', async () => {
    const page = await open('/d/no-such-tag');
    expect(page.status).toBe(404);
  });
});

describe('XSS', () => {
  const PAYLOADS = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "'><iframe src=javascript:alert(1)>",
    '</textarea><script>alert(1)</script>',
  ];
  const payload = PAYLOADS.join(' ');
  // The fields of at most 100 characters take them in two halves.
  const [first, second] = [PAYLOADS.slice(0, 3).join(' '), PAYLOADS.slice(3).join(' ')];

  test('every text field is escaped; the rich text is what the sanitiser kept', async () => {
    const modules = [
      {
        id: 'w',
        type: 'wysiwyg',
        title: payload,
        html: `<p>${payload}</p><a href="javascript:alert(1)">x</a>`,
      },
      {
        id: 'l',
        type: 'links',
        title: payload,
        links: [
          { text: first, url: 'https://example.com/"onmouseover="alert(1)', color: '#123456' },
          { text: second, url: 'https://example.com/', color: '#654321' },
        ],
      },
      {
        id: 'c',
        type: 'contacts',
        title: payload,
        contacts: [
          { name: first, information: payload, phone: '+46 70 1', email: '' },
          { name: second, information: '', phone: '', email: '' },
        ],
      },
      { id: 'f', type: 'files', title: payload, files: ['upload:0'] },
      {
        id: 'm',
        type: 'mapMarkers',
        title: payload,
        center: { lat: 1, lng: 1 },
        zoom: 3,
        markers: [{ lat: 1, lng: 1, label: payload, text: payload }],
      },
      { id: 'h', type: 'plugin_htmlCommentBox', title: payload, widget: payload, perPage: 5 },
    ];
    const tag = await makeTag({ label: payload, modules }, [pdf(`${payload}.pdf`)]);
    const { html } = await open(`/d/${tag.shortId}`);
    // Attribute values are double-quoted with " escaped (so < and > may stand in them as text): without
    // them, what is left is the markup, where no payload may appear.
    const markup = html.replace(/="[^"]*"/g, '=""');
    for (const p of PAYLOADS) expect(markup).not.toContain(p);
    expect(markup).not.toMatch(/<(img|svg|iframe)\b[^>]*\s(onerror|onload)=/i);
    expect(markup).not.toMatch(/<\/?(textarea|svg|img)\b/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain('"onmouseover=');
    // The widget's code is only in its sandboxed frame's document.
    expect(markup).toContain('<iframe srcdoc="" style="" title="" sandbox="" loading=""');
    expect(html).toContain('sandbox="allow-scripts allow-forms allow-popups"');
    // The only scripts are our own islands' modules (the map of the markers).
    expect(markup.match(/<script\b[^>]*>/g)).toEqual(['<script type="" src="">']);
    expect(html).toMatch(/<script type="module" src="\/_astro\/MapView[^"]+"><\/script>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('passcode', () => {
  const secret = 'Top-secret-module-text';
  async function locked(fields: Record<string, unknown> = {}) {
    const modules = [
      { id: 'w', type: 'wysiwyg', html: `<p>${secret}</p>` },
      { id: 'f', type: 'files', files: ['upload:0'] },
    ];
    const tag = await makeTag({ passcode: 'Fair-2026', label: 'Members', modules, ...fields }, [
      pdf('members.pdf'),
    ]);
    return { tag, fileId: tag.fileIds[0]! };
  }

  test('the form without JavaScript; wrong, then right; the unlock is remembered for two hours', async () => {
    const { tag, fileId } = await locked();
    const first = await open(`/d/${tag.shortId}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.html).toContain(`<form method="post" action="/d/${tag.shortId}">`);
    expect(first.html).toContain('name="passcode"');
    expect(first.html).not.toMatch(/<script\b/i);
    for (const text of [secret, fileId]) expect(first.html).not.toContain(text);

    const wrong = await open(`/d/${tag.shortId}`, { form: { passcode: 'fair-2026' } });
    expect(wrong.html).toContain('Fel lösenkod');
    expect(wrong.html).not.toContain(secret);
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await open(`/d/${tag.shortId}`, { form: { passcode: 'Fair-2026' } });
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('private, no-store');
    expect(right.html).toContain(secret);
    // The file's path is signed.
    expect(right.html).toMatch(new RegExp(`/files/${fileId}\\?sig=[^"&]+&amp;exp=\\d+`));
    const cookie = right.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^dynatag_unlock=[^;]+; Path=/d/${tag.shortId}; HttpOnly; SameSite=Lax$`),
    );
    const jar = cookie.split(';')[0]!;

    expect((await open(`/d/${tag.shortId}`, { cookie: jar })).html).toContain(secret);
    // Not for another tag; not after two hours.
    const other = await locked();
    expect((await open(`/d/${other.tag.shortId}`, { cookie: jar })).html).not.toContain(secret);
    t.clock.advance(2 * HOUR);
    expect((await open(`/d/${tag.shortId}`, { cookie: jar })).html).not.toContain(secret);

    // Counted when the content is served: the unlock and the remembered visit, not the locked or refused ones.
    await t.pages.settle();
    const counted = await t.db.select().from(views).where(eq(views.targetId, tag.id));
    expect(counted.filter((v) => v.targetType === 'dynatag')).toHaveLength(2);
  });

  test('the owner’s ?count=false preview posts back to itself and its unlock is not counted; a printed ?count=true is', async () => {
    const { tag } = await locked();
    const preview = `/d/${tag.shortId}?count=false`;
    expect((await open(preview)).html).toContain(`<form method="post" action="${preview}">`);
    expect((await open(preview, { form: { passcode: 'Fair-2026' } })).html).toContain(secret);
    await t.pages.settle();
    const viewsOfTag = () =>
      t.db
        .select()
        .from(views)
        .where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, tag.id)));
    expect(await viewsOfTag()).toHaveLength(0);
    const printed = `/d/${tag.shortId}?count=true`;
    expect((await open(printed, { form: { passcode: 'Fair-2026' } })).html).toContain(secret);
    await t.pages.settle();
    expect(await viewsOfTag()).toHaveLength(1);
  });

  test('a new passcode locks out the visitors of the old one', async () => {
    const { tag } = await locked();
    const right = await open(`/d/${tag.shortId}`, { form: { passcode: 'Fair-2026' } });
    const jar = (right.headers.get('set-cookie') ?? '').split(';')[0]!;
    const saved = await patchTag(owner.owner.c, tag.shortId, {
      passcode: 'Fair-2027',
      baseVersion: tag.detail.version,
    });
    expect(saved.status).toBe(200);
    expect((await open(`/d/${tag.shortId}`, { cookie: jar })).html).not.toContain(secret);
  });

  test('too many attempts: 429 with Retry-After and the wait in words', async () => {
    const { tag } = await locked();
    for (let i = 0; i < 5; i++) await open(`/d/${tag.shortId}`, { form: { passcode: `x${i}` } });
    const limited = await open(`/d/${tag.shortId}`, { form: { passcode: 'Fair-2026' }, lang: 'en' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.html).toContain('Too many attempts. Try again in 10 min.');
    expect(limited.html).not.toContain(secret);
  });

  test("the tag's budget of wrong guesses from all addresses spent: the form brings the human check", async () => {
    const { tag } = await locked();
    const from = (n: number) => ({ 'x-forwarded-for': `198.18.20.${n}` });
    for (let n = 1; n <= 10; n++) {
      const wrong = await open(`/d/${tag.shortId}`, { form: { passcode: `x${n}` }, headers: from(n) });
      // No JavaScript until the 10th wrong guess spends the budget; its answer brings the check already.
      if (n < 10) expect(wrong.html).not.toMatch(/<script\b/i);
      else expect(wrong.html).toContain('name="altcha"');
    }
    // The next visitor, from yet another address, is asked for the check with the form at once.
    const asked = await open(`/d/${tag.shortId}`, { lang: 'en', headers: from(11) });
    expect(asked.html).toContain('Many wrong passcodes were tried here.');
    expect(asked.html).toContain('name="altcha"');
    expect(asked.html).toMatch(/<script\b[^>]*src="\/_astro\/[^"]+"/);
    // A guess without it is not checked; with a solved one the right passcode opens.
    const unchecked = await open(`/d/${tag.shortId}`, { form: { passcode: 'Fair-2026' }, headers: from(12) });
    expect(unchecked.html).not.toContain(secret);
    expect(unchecked.html).toContain('name="altcha"');
    const altcha = await t.solveAltcha();
    const right = await open(`/d/${tag.shortId}`, {
      form: { passcode: 'Fair-2026', altcha },
      headers: from(13),
    });
    expect(right.html).toContain(secret);
  });

  test('a timed lock says when it opens; a timed unlock how long it stays open', async () => {
    const { tag: lock } = await locked({ passcodeTimer: { mode: 'lock', hours: 2 } });
    const { tag: unlock } = await locked({ passcodeTimer: { mode: 'unlock', hours: 2 } });
    t.clock.advance(30 * 60 * 1000);
    expect((await open(`/d/${lock.shortId}`, { lang: 'en' })).html).toContain(
      'Opens without a passcode in 1 h 30 min',
    );
    const page = await open(`/d/${unlock.shortId}`, { lang: 'en' });
    expect(page.html).toContain(secret);
    expect(page.html).toContain('Open without a passcode for another 1 h 30 min');
  });
});

describe('location lock', () => {
  const fence = { geolock: { lat: 59.3293, lng: 18.0686, distance: 100 } };

  test('asks for the position, says how far away, opens inside', async () => {
    const tag = await makeTag({
      ...fence,
      modules: [{ id: 'w', type: 'wysiwyg', html: '<p>On-site only</p>' }],
    });
    const first = await open(`/d/${tag.shortId}`, { lang: 'en' });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.html).toContain('<dynatag-geolock');
    expect(first.html).toContain('This page opens within 100 m of its place.');
    expect(first.html).not.toContain('On-site only');

    const far = await open(`/d/${tag.shortId}`, {
      form: { lat: '59.3393', lng: '18.0686', accuracy: '10' },
      lang: 'en',
    });
    expect(far.html).toMatch(/You are 1,0\d\d m away|You are 1\.0 km away|You are 1 km away/);
    expect(far.html).not.toContain('On-site only');

    const near = await open(`/d/${tag.shortId}`, {
      form: { lat: '59.3294', lng: '18.0687', accuracy: '10' },
    });
    expect(near.html).toContain('On-site only');
  });

  test('the distance answer is rate limited: 429 with the wait in words, and no distance', async () => {
    const tag = await makeTag({ ...fence, modules: [{ id: 'w', type: 'wysiwyg', html: '<p>Hidden</p>' }] });
    const headers = { 'x-forwarded-for': '198.18.30.1' };
    for (let i = 0; i < 10; i++) {
      const far = await open(`/d/${tag.shortId}`, {
        form: { lat: '59.3393', lng: `18.06${i}` },
        lang: 'en',
        headers,
      });
      expect(far.html).toMatch(/You are [\d.,]+ (k?m) away/);
    }
    const limited = await open(`/d/${tag.shortId}`, {
      form: { lat: '59.3393', lng: '18.0686' },
      lang: 'en',
      headers,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.html).toContain('Too many attempts. Try again in 10 min.');
    expect(limited.html).toContain('<dynatag-geolock');
    expect(limited.html).not.toMatch(/You are [\d.,]+ (k?m) away/);
    // Not located again by itself: the island waits for the button.
    expect(limited.html).not.toContain('data-auto');
  });

  test('with a passcode too: the passcode form carries the position on', async () => {
    const modules = [{ id: 'w', type: 'wysiwyg', html: '<p>Both locks</p>' }];
    const tag = await makeTag({ ...fence, passcode: '1234', modules });
    const at = { lat: '59.3294', lng: '18.0687', accuracy: '12' };
    const asked = await open(`/d/${tag.shortId}`, { form: at });
    expect(asked.html).toContain('name="passcode"');
    expect(asked.html).toContain('name="lat" value="59.3294"');
    expect(asked.html).not.toContain('Both locks');
    expect((await open(`/d/${tag.shortId}`, { form: { ...at, passcode: '1234' } })).html).toContain(
      'Both locks',
    );
    expect((await open(`/d/${tag.shortId}`, { form: { passcode: '1234' } })).html).not.toContain(
      'Both locks',
    );
  });
});
