// Report mails end to end: a person opts in, visitors come through the real view writer, the week ends on the
// manual clock and the job mails the report over the real SMTP test server, in the recipient's language with the
// chart inline and one-click unsubscribe headers; the one-click POST stops the next one; two instances on one
// database mail a period once.
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { reportSubscriptions } from '@db/schema';
import { eq } from 'drizzle-orm';
import { signIn } from '../../../test/factories';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { otherInstance } from '../webhooks/test-kit';
import { sendDueReports } from './sender';
import {
  holder,
  leadAt,
  PREVIOUS_WEEK_DAY,
  profileViews,
  REPORTED_WEEK_DAY,
  unsubscribeLink,
  WEEK_DUE,
} from './test-kit';

const WEEK = 7 * 86_400_000;
/** The week as en-GB writes a range of days (spaces around the dash). */
const WEEK_EN = '12 – 18 January 2026';
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A person opted in to their weekly report, with 2 views the week before and 3 in the reported week. */
async function subscriber(lang: 'sv' | 'en' | 'fi' = 'en') {
  const h = await holder(t, { lang, fullName: 'Alva Holder' });
  const res = await h.c.send('PUT', '/api/v1/reports/me', { cadence: 'weekly' });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ cadence: 'weekly' });
  await profileViews(t, h.user.shortId, 2, PREVIOUS_WEEK_DAY);
  await profileViews(t, h.user.shortId, 3, REPORTED_WEEK_DAY);
  await leadAt(t, h.user.id, REPORTED_WEEK_DAY);
  return h;
}

describe('the weekly report', () => {
  test('mailed on Monday 06:00 UTC with the figures against the week before, the chart inline and List-Unsubscribe', async () => {
    const h = await subscriber('en');
    t.clock.set(WEEK_DUE - 60_000);
    expect(await sendDueReports(t.deps)).toBe(0);
    t.clock.set(WEEK_DUE);
    expect(await sendDueReports(t.deps)).toBe(1);
    const mail = await t.smtp.waitFor(h.user.email);
    expect(mail.subject).toBe(`Your weekly Dynacard report, ${WEEK_EN}`);
    expect(mail.text).toContain(
      `Here is how your cards did in ${WEEK_EN}, compared with 5 – 11 January 2026.`,
    );
    expect(mail.text).toContain('Views: 3 (+50% from 2)');
    expect(mail.text).toContain('Unique visitors: 3 (+50% from 2)');
    expect(mail.text).toContain('New leads: 1 (none the period before)');
    expect(mail.text).toContain('1. Alva Holder (profile): 3');
    const chart = mail.attachments.find((a) => a.contentId === '<chart@dynacard>');
    expect(chart).toMatchObject({ mimeType: 'image/png' });
    expect(chart!.size).toBeGreaterThan(1000);
    expect(mail.html).toContain('src="cid:chart@dynacard"');
    expect(mail.text).toContain(
      `The chart shows daily views of ${WEEK_EN} (solid line) and of 5 – 11 January 2026 (dashed line).`,
    );
    const { header, url } = unsubscribeLink(mail.raw);
    expect(url.href).toStartWith(`${BASE}/api/v1/reports/unsubscribe?token=`);
    expect(header).toContain('<mailto:');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // The same hour again: nothing more.
    expect(await sendDueReports(t.deps)).toBe(0);
  });

  test('the one-click POST unsubscribes without signing in, and the next week sends nothing', async () => {
    const h = await subscriber('en');
    t.clock.set(WEEK_DUE);
    await sendDueReports(t.deps);
    const { url } = unsubscribeLink((await t.smtp.waitFor(h.user.email)).raw);
    // As a mail provider sends it (RFC 8058): a form body, no cookie, no Origin.
    const res = await t.handle(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(res.status).toBe(200);
    expect(await t.db.select().from(reportSubscriptions)).toEqual([]);
    // Again, as a provider that posts multipart: the same success.
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const again = await t.handle(new Request(url, { method: 'POST', body }));
    expect(again.status).toBe(200);
    t.clock.set(WEEK_DUE + WEEK);
    expect(await sendDueReports(t.deps)).toBe(0);
    expect(t.smtp.inbox.filter((m) => m.to.includes(h.user.email))).toEqual([]);
    const me = await (await signIn(t, h.user)).get('/api/v1/reports/me');
    expect(me.body.data).toEqual({ cadence: 'off' });
  });

  test('a forged token changes nothing: 404', async () => {
    const h = await subscriber('en');
    const forged = `${h.user.shortId}.-.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const res = await t.client().post(`/api/v1/reports/unsubscribe?token=${forged}`);
    expect(res.status).toBe(404);
    expect(await t.db.select().from(reportSubscriptions)).toHaveLength(1);
    // A browser gets the page, in the language it asks for.
    const page = await t.handle(
      new Request(`${BASE}/api/v1/reports/unsubscribe?token=${forged}`, {
        headers: { accept: 'text/html', 'accept-language': 'fi' },
      }),
    );
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Linkki ei kelpaa');
  });

  test('two instances on one database file mail a period once', async () => {
    const h = await subscriber('en');
    const other = await otherInstance(t);
    try {
      t.clock.set(WEEK_DUE);
      const sent = await Promise.all([sendDueReports(t.deps), sendDueReports(other.deps)]);
      expect(sent[0] + sent[1]).toBe(1);
      // A run answers once the SMTP server has accepted each mail it sent (and the test server files a mail
      // before it accepts it): both runs are over, so the inbox holds everything they mailed.
      expect(t.smtp.inbox.filter((m) => m.to.includes(h.user.email.toLowerCase()))).toHaveLength(1);
    } finally {
      other.close();
    }
  });

  test('a failed send is sent again by the next run', async () => {
    const h = await subscriber('en');
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    t.clock.set(WEEK_DUE);
    try {
      expect(await sendDueReports(t.deps)).toBe(0);
    } finally {
      t.deps.mailer.send = send;
    }
    t.clock.advance(3_600_000);
    expect(await sendDueReports(t.deps)).toBe(1);
    await t.smtp.waitFor(h.user.email);
  });
});

describe('in the recipient language', () => {
  test('Swedish', async () => {
    const h = await subscriber('sv');
    t.clock.set(WEEK_DUE);
    await sendDueReports(t.deps);
    const mail = await t.smtp.waitFor(h.user.email);
    expect(mail.subject).toMatch(/^Din veckorapport från Dynacard, 12–18 januari 2026$/);
    expect(mail.text).toContain('Hej Alva Holder,');
    expect(mail.text).toMatch(/Visningar: 3 \(\+50\s?% från 2\)/);
  });

  test('Finnish', async () => {
    const h = await subscriber('fi');
    t.clock.set(WEEK_DUE);
    await sendDueReports(t.deps);
    const mail = await t.smtp.waitFor(h.user.email);
    expect(mail.subject).toBe('Dynacard-viikkoraporttisi, 12.–18. tammikuuta 2026');
    expect(mail.text).toMatch(/Katselut: 3 \(\+50\s?%, edellinen 2\)/);
  });

  test('English, monthly: on the 1st for the month before', async () => {
    const h = await holder(t, { lang: 'en' });
    await h.c.send('PUT', '/api/v1/reports/me', { cadence: 'monthly' });
    await profileViews(t, h.user.shortId, 4, REPORTED_WEEK_DAY);
    t.clock.set(Date.UTC(2026, 1, 1, 6, 0, 0));
    expect(await sendDueReports(t.deps)).toBe(1);
    const mail = await t.smtp.waitFor(h.user.email);
    expect(mail.subject).toBe('Your monthly Dynacard report, January 2026');
    expect(mail.text).toContain('compared with December 2025');
    expect(mail.text).toContain('Views: 4 (none the period before)');
  });
});

describe('the setting', () => {
  test('a cadence other than weekly, monthly or off: 422 with the message, nothing saved', async () => {
    const h = await holder(t);
    const res = await h.c.send('PUT', '/api/v1/reports/me', { cadence: 'daily' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ field: 'cadence', message: 'Choose weekly, monthly or off' });
    expect(
      await t.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.userId, h.user.id)),
    ).toEqual([]);
  });

  test('the unsubscribe page asks in the recipient language and changes nothing until the button', async () => {
    const h = await subscriber('sv');
    t.clock.set(WEEK_DUE);
    await sendDueReports(t.deps);
    const { url } = unsubscribeLink((await t.smtp.waitFor(h.user.email)).raw);
    const page = await t.handle(new Request(url, { headers: { accept: 'text/html' } }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain(`Sluta skicka din rapport till ${h.user.email}?`);
    expect(html).toContain('<form method="post"');
    expect(await t.db.select().from(reportSubscriptions)).toHaveLength(1);
    const done = await t.handle(
      new Request(url, {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(await done.text()).toContain('Rapporten är avslutad');
    expect(await t.db.select().from(reportSubscriptions)).toEqual([]);
  });
});
