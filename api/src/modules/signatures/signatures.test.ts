// Email signatures: mail-safe HTML whose every link is the card and whose images are public, cacheable PNG/JPEG
// on our origin; sent through our mailer to a real SMTP server and read back as a recipient's client parses it.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { companies, memberships, profiles, type User } from '@db/schema';
import { defaultDesign } from '@shared/schemas/company-design';
import { SIGNATURE_DESIGNS } from '@shared/schemas/signatures';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { MailMessage } from '../../platform/mail';
import { company, form, imageFile, person } from '../companies/test-kit';

type Signature = { design: string; html: string; text: string };

let t: TestApp;
let user: User;
let c: Awaited<ReturnType<typeof person>>['c'];
let profile: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user, c } = await person(t, { fullName: 'Ada <Lovelace> & Co' }));
  await c.patch('/api/v1/users/me', form({ avatar: await imageFile('webp') }));
  const acme = await company(c, { name: 'Acme AB', color: '#0a5cff', useColorInProfiles: true });
  await t.db
    .update(memberships)
    .set({ jobTitle: 'Chief Engineer', workPhone: '+46 8 123 45 67', workEmail: 'ada@acme.example' });
  const profiles = await c.get<{ shortId: string; isActive: boolean }[]>('/api/v1/profiles');
  profile = profiles.body.data.find((p) => p.isActive)!.shortId;
  expect(acme.name).toBe('Acme AB');
});
afterAll(() => t.close());

const signatures = async () => {
  const res = await c.get<Signature[]>(`/api/v1/profiles/${profile}/signatures`);
  expect(res.status).toBe(200);
  return res.body.data;
};

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const srcs = (html: string) => [...html.matchAll(/src="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

test('three designs, each with name, title, company, phone, email and the card link; typed values escaped', async () => {
  const list = await signatures();
  expect(list.map((s) => s.design)).toEqual([...SIGNATURE_DESIGNS]);
  for (const s of list) {
    expect(s.html).toContain('Ada &lt;Lovelace&gt; &amp; Co');
    expect(s.html).not.toContain('<Lovelace>');
    expect(s.html).toContain('Chief Engineer');
    expect(s.html).toContain('Acme AB');
    expect(s.html).toContain('+46 8 123 45 67');
    expect(s.html).toContain('ada@acme.example');
    expect(s.html).toContain('#0a5cff');
    // Mail-safe: tables and inline styles; no <style>, no class, no script, no data: URI.
    expect(s.html).toContain('<table role="presentation"');
    expect(s.html).not.toMatch(/<style|class=|<script|data:/i);
    expect(s.text).toContain(`My digital business card: http://localhost/p/${user.shortId}`);
  }
});

test('the signature is in the language asked for', async () => {
  const res = await c.get<Signature[]>(`/api/v1/profiles/${profile}/signatures`, { 'x-target-lang': 'fi' });
  expect(res.body.data[0]!.html).toContain('Digitaalinen käyntikorttini');
});

test('sent through our mailer and parsed as a recipient reads it: every link is the card, every image ours and served', async () => {
  for (const s of await signatures()) {
    const to = `reader-${s.design}@example.com`;
    // A mail as the person's own client sends it: their text, then the pasted signature.
    await t.deps.mailer.send({
      to,
      subject: `Hello from ${s.design}`,
      text: `Hello!\n\n${s.text}`,
      html: `<p>Hello!</p>${s.html}`,
      attachments: [],
    } as unknown as MailMessage);
    const mail = await t.smtp.waitFor(to);
    const links = hrefs(mail.html);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toBe(`http://localhost/p/${user.shortId}`);
    const images = srcs(mail.html);
    expect(images.length).toBe(s.design === 'compact' ? 1 : 2);
    for (const src of images) {
      expect(src).toStartWith(`http://localhost/api/v1/profiles/${profile}/signature/`);
      // Anyone may load them (a recipient is not signed in), as PNG or JPEG, cached long.
      const res = await t.client().get(src.replace('http://localhost', ''));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/);
      expect(res.headers.get('cache-control')).toContain('public, max-age=604800');
      const meta = await sharp(new Uint8Array(await res.response.arrayBuffer())).metadata();
      expect(meta.width).toBeGreaterThanOrEqual(160);
    }
  }
});

test("the signature's QR code is the card's address, read by an independent decoder", async () => {
  const res = await t.client().get(`/api/v1/profiles/${profile}/signature/qr.png`);
  const { data, info } = await sharp(new Uint8Array(await res.response.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(264);
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
    `http://localhost/p/${user.shortId}?s=q`,
  );
});

test('a client holding an image gets 304; a new photo gets a new address and new bytes', async () => {
  const photoSrc = () =>
    signatures().then((list) =>
      srcs(list[0]!.html)
        .find((src) => src.includes('photo.jpg'))!
        .replace('http://localhost', ''),
    );
  const before = await photoSrc();
  const first = await t.client().get(before);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^".+"$/);
  const again = await t.client().get(before, { 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.headers.get('cache-control')).toContain('public');
  const bytes = new Uint8Array(await first.response.arrayBuffer());

  const blue = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1040c0' } })
    .png()
    .toBuffer();
  await c.patch(
    '/api/v1/users/me',
    form({ avatar: new File([new Uint8Array(blue)], 'blue.png', { type: 'image/png' }) }),
  );
  const after = await photoSrc();
  expect(after).not.toBe(before);
  const fresh = await t.client().get(after, { 'if-none-match': etag });
  expect(fresh.status).toBe(200);
  expect(fresh.headers.get('etag')).not.toBe(etag);
  expect(new Uint8Array(await fresh.response.arrayBuffer())).not.toEqual(bytes);
});

test('a hidden photo leaves the photo out, and its address answers 404', async () => {
  await t.db.update(memberships).set({ hideAvatar: true }).where(eq(memberships.userId, user.id));
  const list = await signatures();
  for (const s of list) expect(s.html).not.toContain('photo.jpg');
  expect((await t.client().get(`/api/v1/profiles/${profile}/signature/photo.jpg`)).status).toBe(404);
  await t.db.update(memberships).set({ hideAvatar: false }).where(eq(memberships.userId, user.id));
});

test('a published card design gives the signature its colour (the design’s accent, which reads on a mail’s white)', async () => {
  await t.db.update(companies).set({ design: defaultDesign('#0b6e4f') });
  try {
    for (const { html } of await signatures()) {
      expect(html).toContain('#0b6e4f');
      expect(html).not.toContain('#0a5cff');
    }
  } finally {
    await t.db.update(companies).set({ design: null });
  }
});

test('a company profile signs with its work phone and email, the own ones only where it has none', async () => {
  await t.db
    .update(profiles)
    .set({ phone: '+46 70 999 88 77', email: 'ada@home.example' })
    .where(eq(profiles.userId, user.id));
  try {
    for (const { html, text } of await signatures()) {
      for (const shown of [html, text]) {
        expect(shown).toContain('+46 8 123 45 67');
        expect(shown).toContain('ada@acme.example');
        expect(shown).not.toContain('+46 70 999 88 77');
        expect(shown).not.toContain('ada@home.example');
      }
    }
    await t.db
      .update(memberships)
      .set({ workPhone: '', workEmail: '' })
      .where(eq(memberships.userId, user.id));
    for (const { text } of await signatures()) {
      expect(text).toContain('+46 70 999 88 77');
      expect(text).toContain('ada@home.example');
    }
  } finally {
    await t.db
      .update(memberships)
      .set({ workPhone: '+46 8 123 45 67', workEmail: 'ada@acme.example' })
      .where(eq(memberships.userId, user.id));
    await t.db.update(profiles).set({ phone: '', email: '' }).where(eq(profiles.userId, user.id));
  }
});

test('only the owner lists signatures', async () => {
  expect((await t.client().get(`/api/v1/profiles/${profile}/signatures`)).status).toBe(401);
  const other = await person(t);
  expect((await other.c.get(`/api/v1/profiles/${profile}/signatures`)).status).toBe(404);
  expect((await t.client().get('/api/v1/profiles/nobody/signature/qr.png')).status).toBe(404);
  const tooLong = await c.get(`/api/v1/profiles/${'x'.repeat(21)}/signatures`);
  expect(tooLong.status).toBe(422);
  expect(tooLong.body.message).toBe('The value is not valid');
});
