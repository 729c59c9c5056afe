// Every mail we send, as the real SMTP server receives it: our layout (the logo as an inline image, our
// colour), a clean text part with the link on its own line, the recipient's language, and values that
// people typed escaped in the HTML part.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { seedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkIn, type ReceivedMail } from '../../test/smtp';
import { company, person } from '../modules/companies/test-kit';
import { leave, VISITOR } from '../modules/leads/test-kit';
import { LOGO_CID, MAIL_COLORS } from './mail-layout';

let t: TestApp;
beforeAll(async () => {
  // The built site answers the links (site/dist: `bun run build`), as the server does.
  t = await createTestApp({}, {}, { site: true });
});
afterAll(() => t.close());

const LANGS: Lang[] = ['sv', 'en', 'fi'];
const tr = (lang: Lang, key: Parameters<typeof translate<'mail'>>[2], params?: Record<string, string>) =>
  translate(lang, 'mail', key, params);

/**
 * Our layout, in `lang`: logo attached inline and referenced, brand colour, and no markup in the text part
 * apart from the `typed` values (what people typed is shown there as they typed it).
 */
function expectOurs(mail: ReceivedMail, lang: Lang, typed: string[] = []) {
  expect(mail.html).toContain(`<html lang="${lang}"`);
  expect(mail.html).toContain(`src="cid:${LOGO_CID}"`);
  expect(mail.html).toContain(MAIL_COLORS.brand);
  expect(mail.html).toContain('prefers-color-scheme:dark');
  const logo = mail.attachments.find((a) => a.contentId === `<${LOGO_CID}>`);
  expect(logo).toMatchObject({ mimeType: 'image/png' });
  expect(logo!.size).toBeGreaterThan(500);
  const ours = typed.reduce((text, value) => text.split(value).join(''), mail.text);
  expect(ours).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;/i);
  expect(mail.text).toContain(tr(lang, 'signature'));
  expect(mail.text).toContain(tr(lang, 'footer'));
}

/**
 * The text part has the link alone on a line, right after the action's label, and the server answers it
 * with the page itself: opened by a reader of the mail's language, neither a slash nor a language redirect.
 */
async function expectLinkLine(
  mail: ReceivedMail,
  lang: Lang,
  action: Parameters<typeof tr>[1],
  path: string,
) {
  const lines = mail.text.split('\n');
  const at = lines.findIndex((line) => /^https?:\/\/\S+$/.test(line) && line.includes(path));
  expect(at).toBeGreaterThan(0);
  expect(lines[at - 1]).toBe(`${tr(lang, action)}:`);
  expect(mail.html).toContain(`href="${lines[at].replace(/&/g, '&amp;')}"`);
  await expectServedDirectly(lines[at], lang);
}

/** A reader of `lang` who opens `link` gets the page itself (200), not a redirect to another address. */
async function expectServedDirectly(link: string, lang: Lang) {
  const opened = await t.handle(
    new Request(link, { headers: { 'sec-fetch-mode': 'navigate', 'accept-language': lang } }),
  );
  expect({ link, status: opened.status }).toEqual({ link, status: 200 });
  expect(opened.headers.get('content-type')).toStartWith('text/html');
}

/** A page of the site in `lang`, as mails link it: '/en/verify-email/'. */
const page = (lang: Lang, path: string) => `${lang === 'sv' ? '' : `/${lang}`}${path}/`;

/** Signs up through the API from a browser in `lang` (the account's mail language). */
async function signupIn(lang: Lang, fullName: string) {
  const c = t.client({ lang });
  const email = `mail-${lang}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/v1/users', {
    email,
    username: email.split('@')[0].replace(/-/g, '_'),
    password: 'correct horse battery',
    fullName,
    keepLoggedIn: false,
    termsAccepted: true,
    altcha: await t.solveAltcha(),
  });
  expect(res.status).toBe(201);
  return { c, email };
}

describe('account mails, in the recipient language', () => {
  for (const lang of LANGS) {
    test(`${lang}: verification, password reset and change of email`, async () => {
      const { c, email } = await signupIn(lang, 'Sanna Berg');
      const verify = await t.smtp.waitFor(email, (m) => m.text.includes('/verify-email'));
      expect(verify.subject).toBe(tr(lang, 'verifySubject'));
      expect(verify.text).toStartWith(tr(lang, 'greeting', { name: 'Sanna Berg' }));
      expectOurs(verify, lang);
      await expectLinkLine(verify, lang, 'verifyAction', `${page(lang, '/verify-email')}?verifyToken=`);

      const forgot = await t.client({ lang: 'en' }).post('/api/v1/auth/password/forgot', {
        email,
        altcha: await t.solveAltcha(),
      });
      expect(forgot.status).toBe(200);
      const reset = await t.smtp.waitFor(email, (m) => m.text.includes('/reset-password'));
      expect(reset.subject).toBe(tr(lang, 'resetSubject'));
      expectOurs(reset, lang);
      await expectLinkLine(reset, lang, 'resetAction', `${page(lang, '/reset-password')}?resetToken=`);

      const newEmail = `new-${email}`;
      const changed = await c.patch('/api/v1/users/me/account', {
        email: newEmail,
        password: 'correct horse battery',
      });
      expect(changed.status).toBe(200);
      const change = await t.smtp.waitFor(newEmail, (m) => m.text.includes('/change-email'));
      expect(change.subject).toBe(tr(lang, 'changeEmailSubject'));
      expectOurs(change, lang);
      await expectLinkLine(change, lang, 'changeEmailAction', `${page(lang, '/change-email')}?emailToken=`);
    });
  }

  test('a name with markup is text in the HTML part and unchanged in the text part', async () => {
    const name = 'Eve <img src=x onerror=alert(1)> & "Co"';
    const { email } = await signupIn('en', name);
    const mail = await t.smtp.waitFor(email);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(mail.text).toStartWith(`Hi ${name},`);
  });
});

describe('invitations, in the language of the invited person', () => {
  test('an unknown email gets the activation mail in the inviter request language', async () => {
    const owner = await person(t, { fullName: 'Anna <Owner>' });
    const firm = await company(owner.c, { name: 'Berg & Söner <AB>' });
    const res = await owner.c.post(
      `/api/v1/companies/${firm.shortId}/colleagues`,
      { email: 'invited.fi@example.com' },
      { 'x-target-lang': 'fi' },
    );
    expect(res.status).toBe(201);
    const mail = await t.smtp.waitFor('invited.fi@example.com');
    expect(mail.subject).toBe(tr('fi', 'activationSubject'));
    expectOurs(mail, 'fi', ['Anna <Owner>', 'Berg & Söner <AB>']);
    await expectLinkLine(mail, 'fi', 'activationAction', '/fi/activate-account/?activationToken=');
    expect(mail.text).toContain('Anna <Owner> (Berg & Söner <AB>)');
    expect(mail.html).toContain('Anna &lt;Owner&gt; (Berg &amp; Söner &lt;AB&gt;)');
  });

  test('a person with an account gets the invitation in their own language', async () => {
    const owner = await person(t, { fullName: 'Olle Owner' });
    const firm = await company(owner.c, { name: 'Nordvik Bygg AB' });
    const invited = await person(t, { fullName: 'Sven Svensson', lang: 'sv' });
    const res = await owner.c.post(`/api/v1/companies/${firm.shortId}/colleagues`, {
      email: invited.user.email,
    });
    expect(res.status).toBe(201);
    const mail = await t.smtp.waitFor(invited.user.email);
    expect(mail.subject).toBe(
      tr('sv', 'inviteSubject', { inviter: 'Olle Owner', company: 'Nordvik Bygg AB' }),
    );
    expectOurs(mail, 'sv');
    await expectLinkLine(mail, 'sv', 'inviteAction', '/dashboard/companies');
  });
});

test('a lead: the holder is sent to the received contacts, an address the site answers directly', async () => {
  const holder = await seedUser(t, { fullName: 'Aino Holder', lang: 'fi', email: 'lead.holder@example.com' });
  expect((await leave(t, t.client({ lang: 'en' }), holder.shortId, VISITOR)).status).toBe(201);
  const mail = await t.smtp.waitFor(holder.email);
  expectOurs(mail, 'fi', [VISITOR.company]);
  await expectServedDirectly(linkIn(mail, '/dashboard/contacts/received').href, 'fi');
});

test('the inquiry to sales: our layout in Swedish, reply-to the sender, the message escaped', async () => {
  const message = 'Hello!\n<script>alert("x")</script> & more';
  const res = await t.client({ lang: 'fi' }).post('/api/v1/general/inquiries', {
    name: 'Liisa <Virtanen>',
    email: 'liisa@example.com',
    subject: 'Cards for 40 people',
    message,
    altcha: await t.solveAltcha(),
  });
  expect(res.status).toBe(201);
  const mail = await t.smtp.waitFor(t.deps.config.mail.salesEmail, (m) => m.subject.includes('Liisa'));
  expect(mail.subject).toBe(
    tr('sv', 'inquirySubject', { name: 'Liisa <Virtanen>', subject: 'Cards for 40 people' }),
  );
  expectOurs(mail, 'sv', [message, 'Liisa <Virtanen>', '<liisa@example.com>']);
  expect(mail.raw).toMatch(/^Reply-To: liisa@example\.com/im);
  expect(mail.text).toContain(message);
  expect(mail.text).toContain(`${tr('sv', 'inquiryFrom')}: Liisa <Virtanen> <liisa@example.com>`);
  expect(mail.text).toMatch(new RegExp(`^${tr('sv', 'inquiryLanguage')}: finska$`, 'im'));
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
  expect(mail.html).toContain('Liisa &lt;Virtanen&gt;');
});
