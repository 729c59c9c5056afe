import { afterAll, beforeAll, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Mailer } from '../../platform/mail';
import { invitationJobs, inviteMailsIdle } from './invite-mails';
import { company, person } from './test-kit';

const BATCH = 25;
const PAUSE_MS = 150;

let t: TestApp;
let real: Mailer;
/** When each mail was handed to the SMTP server, and whether the server is "down". */
const sentAt: number[] = [];
let down = false;
beforeAll(async () => {
  t = await createTestApp({ MAIL_BATCH_SIZE: String(BATCH), MAIL_BATCH_PAUSE_MS: String(PAUSE_MS) });
  real = t.deps.mailer;
  t.deps.mailer = {
    async send(message) {
      if (down) throw new Error('421 too many messages, try later');
      sentAt.push(performance.now());
      await real.send(message);
    },
  };
});
afterAll(async () => {
  await inviteMailsIdle(t.deps);
  await t.close();
});

const rows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Invitee ${prefix}${i}`,
    email: `${prefix}${i}@example.com`,
  }));

test('200 invitations of two imports all arrive, each once, in batches of 25 a pause apart', async () => {
  const owner = await person(t, { fullName: 'Olle Owner', subscriber: true });
  const first = await company(owner.c, { name: 'First AB' });
  const second = await company(owner.c, { name: 'Second AB' });
  const started = performance.now();
  for (const [c, prefix] of [
    [first, 'a'],
    [second, 'b'],
  ] as const) {
    const res = await owner.c.post<{ invited: number }>(`/api/v1/companies/${c.shortId}/colleagues/import`, {
      rows: rows(prefix, 100),
    });
    expect(res.body.data.invited).toBe(100);
  }
  // The answers do not wait for the mails: the sender works after them, a batch at a time.
  console.log(`two imports of 100 answered in ${Math.round(performance.now() - started)} ms`);

  const addresses = [...rows('a', 100), ...rows('b', 100)].map((r) => r.email);
  for (const address of addresses) {
    const mail = await t.smtp.waitFor(address, () => true, 30_000);
    expect(mail.subject).toBe('You are invited to Dynacard');
    expect(mail.text).toContain('Olle Owner (');
  }
  await inviteMailsIdle(t.deps);
  expect(sentAt.length).toBe(200);
  expect(t.smtp.inbox.filter((m) => addresses.some((a) => m.to.includes(a)))).toEqual([]);
  // Between one batch's last mail and the next batch's first, at least the pause (a sleep never ends early).
  for (let i = BATCH; i < sentAt.length; i += BATCH) {
    expect(sentAt[i] - sentAt[i - 1]).toBeGreaterThanOrEqual(PAUSE_MS - 1);
  }
  const pending = await t.db.select().from(memberships).where(eq(memberships.inviteMailPending, true));
  expect(pending).toEqual([]);
}, 180_000);

test('a mail server that refuses keeps the invitations due; the invitation-mails job sends them later', async () => {
  const owner = await person(t, { fullName: 'Rita Retry' });
  const c = await company(owner.c, { name: 'Retry AB' });
  down = true;
  const res = await owner.c.post(`/api/v1/companies/${c.shortId}/colleagues/import`, { rows: rows('r', 3) });
  expect(res.status).toBe(200);
  await inviteMailsIdle(t.deps);
  const due = await t.db.select().from(memberships).where(eq(memberships.inviteMailPending, true));
  expect(due.length).toBe(3);

  down = false;
  const job = invitationJobs.find((j) => j.name === 'invitation-mails')!;
  await job.run(t.deps);
  for (let i = 0; i < 3; i++) await t.smtp.waitFor(`r${i}@example.com`, () => true, 10_000);
  expect(await t.db.select().from(memberships).where(eq(memberships.inviteMailPending, true))).toEqual([]);
});
