// api/v1/admin/inquiries through app.handle: the contact form's messages, open ones first then newest, the
// handled filter, and marking one answered or open again.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { inquiries } from '@db/schema';
import type { InquiryRow } from '@shared/types/billing';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { type AdminClient, adminList, openAdminApp } from './test-kit';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
});
afterAll(() => t.close());

const list = (query = '') => adminList<InquiryRow>(admin, 'inquiries', query);
const subjects = (rows: InquiryRow[]) => rows.map((r) => r.subject);

async function insertInquiry(subject: string, handledAt: number | null = null) {
  t.clock.advance(60_000);
  await t.db.insert(inquiries).values({
    shortId: shortId(),
    name: 'Nils',
    email: 'nils@example.com',
    subject,
    message: 'Hej',
    lang: 'sv',
    createdAt: t.clock.now(),
    handledAt,
  });
}

describe('inquiries', () => {
  test('a message from the contact form is listed as it was sent', async () => {
    const sent = await t.client({ lang: 'fi' }).post('/api/v1/general/inquiries', {
      name: 'Åsa Öberg',
      email: 'asa@example.com',
      subject: 'Kortit',
      message: 'Paljonko maksaa 40 korttia?',
      altcha: await t.solveAltcha(),
    });
    expect(sent.status).toBe(201);
    const [row] = await list();
    expect(row).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      name: 'Åsa Öberg',
      email: 'asa@example.com',
      subject: 'Kortit',
      message: 'Paljonko maksaa 40 korttia?',
      lang: 'fi',
      createdAt: t.clock.now(),
      handledAt: null,
    });
  });

  test('open ones first, each part newest first; handled filters', async () => {
    await insertInquiry('old answered', t.clock.now());
    await insertInquiry('older open');
    await insertInquiry('new answered', t.clock.now());
    await insertInquiry('newest open');
    expect(subjects(await list())).toEqual([
      'newest open',
      'older open',
      'Kortit',
      'new answered',
      'old answered',
    ]);
    expect(subjects(await list('?handled=false'))).toEqual(['newest open', 'older open', 'Kortit']);
    expect(subjects(await list('?handled=true'))).toEqual(['new answered', 'old answered']);
    expect((await admin.get('/api/v1/admin/inquiries?handled=maybe')).status).toBe(422);
  });

  test('marked answered, keeping the first time, and open again', async () => {
    const [open] = await list('?handled=false');
    const path = `/api/v1/admin/inquiries/${open.id}`;
    const handledAt = t.clock.now();
    const res = await admin.patch<InquiryRow>(path, { handled: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The inquiry is marked answered');
    expect(res.body.data).toEqual({ ...open, handledAt });
    t.clock.advance(1000);
    expect((await admin.patch<InquiryRow>(path, { handled: true })).body.data.handledAt).toBe(handledAt);
    expect(subjects(await list('?handled=true'))[0]).toBe(open.subject);

    const reopened = await admin.patch<InquiryRow>(path, { handled: false });
    expect(reopened.body.message).toBe('The inquiry is open again');
    expect(reopened.body.data.handledAt).toBeNull();
  });

  test('bad input is 422; an unknown inquiry is 404', async () => {
    const [open] = await list('?handled=false');
    for (const body of [{}, { handled: 'yes' }]) {
      expect((await admin.patch(`/api/v1/admin/inquiries/${open.id}`, body)).status).toBe(422);
    }
    const missing = await admin.patch('/api/v1/admin/inquiries/nope', { handled: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('There is no such inquiry');
    expect((await admin.patch('/api/v1/admin/inquiries/bad%20id', { handled: true })).status).toBe(422);
  });
});
