// A lead form of one's own (issue 32): the owner's and the company's questions saved with their checks and
// authorisation, the card asking the company's when it has some, a visitor's answers checked (422, nothing kept)
// and kept with the label as asked, and the answers in the list, the holder's mail (the real SMTP test server),
// the lead.created webhook (a real receiver) and the CSV export.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { profileCompanies, profiles, type User } from '@db/schema';
import type { LeadAnswer } from '@shared/schemas/lead-form';
import type { LeadItem, LeadPage } from '@shared/types/leads';
import { eq } from 'drizzle-orm';
import { csvRecords } from '../../../test/csv-parser';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { sendersIdle } from '../webhooks/sender';
import { hooksPath, receiver, WEBHOOK_ENV } from '../webhooks/test-kit';
import { type Client, leadsOf, leave, VISITOR } from './test-kit';

let t: TestApp;
let owner: User;
let karin: User;
let outsider: User;
let company: Awaited<ReturnType<typeof seedCompany>>;
let karinProfile: string;
let ownerC: Client;
let karinC: Client;
let r: ReturnType<typeof receiver>;

const FORM = {
  questions: [
    { id: 'size', type: 'choice', label: 'Team size', required: true, options: ['1–10', '11–50', '50+'] },
    {
      id: 'topics',
      type: 'choice',
      label: 'Interested in',
      required: false,
      multiple: true,
      options: ['Cards', 'Tags', 'CRM'],
    },
    { id: 'when', type: 'short', label: 'When can we call?', required: false },
    { id: 'more', type: 'long', label: 'Anything else?', required: false },
    { id: 'news', type: 'checkbox', label: 'Send me news', required: false },
  ],
  consent: 'I agree that Karin Ek keeps my details to answer me.',
};
const ANSWERS = { size: '11–50', topics: ['CRM', 'Cards'], when: ' after  lunch ', news: true };

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
  owner = await seedUser(t, { fullName: 'Olle Owner', email: 'olle@nordvik.example' });
  karin = await seedUser(t, { fullName: 'Karin Ek', email: 'karin@nordvik.example', lang: 'en' });
  outsider = await seedUser(t, { fullName: 'Otto Outside' });
  company = await seedCompany(t, { ownerId: owner.id, name: 'Nordvik Bygg AB' });
  const membership = await seedMember(t, { companyId: company.id, userId: karin.id });
  const now = t.clock.now();
  const [profile] = await t.db
    .insert(profiles)
    .values({ shortId: shortId(), userId: karin.id, isActive: true, createdAt: now, updatedAt: now })
    .returning();
  await t.db.insert(profileCompanies).values({ profileId: profile.id, membershipId: membership.id });
  karinProfile = profile.shortId;
  ownerC = await signIn(t, owner);
  karinC = await signIn(t, karin);
  const created = await ownerC.post<{ endpoint: { id: string }; secret: string }>(
    hooksPath(company.shortId),
    {
      url: 'http://127.0.0.1:9/placeholder',
      events: ['lead.created'],
    },
  );
  r = receiver(t, [created.body.data.secret]);
  await ownerC.patch(`${hooksPath(company.shortId)}/${created.body.data.endpoint.id}`, { url: r.url });
});
afterAll(async () => {
  r.stop();
  await t.close();
});

const profileForm = (id = karinProfile) => `/api/v1/profiles/${id}/lead-form`;
const companyForm = `/api/v1/companies/${'$'}/lead-form`;
const companyPath = () => companyForm.replace('$', company.shortId);

describe('the owner’s questions', () => {
  test('saved trimmed and read back; the card page data asks them', async () => {
    const res = await karinC.send<{ own: typeof FORM }>('PUT', profileForm(), {
      ...FORM,
      questions: FORM.questions.map((q) => ({ ...q, label: ` ${q.label}  ` })),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The form is saved');
    expect(res.body.data.own.questions.map((q) => q.label)).toEqual(FORM.questions.map((q) => q.label));
    expect(res.body.data.own.questions[4]).toEqual({
      id: 'news',
      type: 'checkbox',
      label: 'Send me news',
      required: false,
    });
    const read = await karinC.get<{ own: typeof FORM; asked: typeof FORM }>(profileForm());
    expect(read.body.data.asked).toEqual(read.body.data.own);
    const page = await t.client().get<{ leadForm: typeof FORM }>(`/api/v1/profiles/${karin.shortId}`);
    expect(page.body.data.leadForm.consent).toBe(FORM.consent);
    expect(page.body.data.leadForm.questions).toHaveLength(5);
  });

  test('a wrong form is 422 with its field and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [
        { ...FORM, questions: Array.from({ length: 11 }, (_, i) => ({ ...FORM.questions[2], id: `q${i}` })) },
        'questions',
        'at most 10 questions',
      ],
      [{ ...FORM, questions: [FORM.questions[0], FORM.questions[0]] }, 'questions.1.id', 'same id'],
      [
        { ...FORM, questions: [{ ...FORM.questions[0], options: ['Only one'] }] },
        'questions.0.options',
        '2–10',
      ],
      [
        { ...FORM, questions: [{ ...FORM.questions[0], options: ['A', 'A'] }] },
        'questions.0.options',
        '2–10',
      ],
      [{ ...FORM, questions: [{ ...FORM.questions[2], label: '   ' }] }, 'questions.0.label', 'label'],
      [{ ...FORM, questions: [{ ...FORM.questions[2], type: 'file' }] }, 'questions', 'type'],
      [{ ...FORM, consent: 'x'.repeat(301) }, 'consent', '300'],
    ];
    for (const [body, field, words] of cases) {
      const res = await karinC.send('PUT', profileForm(), body);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[0]?.field?.startsWith(field.split('.')[0])).toBe(true);
      if (field.includes('.')) expect(res.body.errors?.[0]?.field).toBe(field);
      expect(res.body.message).toContain(words);
    }
    const read = await karinC.get<{ own: typeof FORM }>(profileForm());
    expect(read.body.data.own.questions).toHaveLength(5);
  });

  test('only the profile’s owner reads or changes it; only the company’s owners change the company’s', async () => {
    const stranger = await signIn(t, outsider);
    expect((await stranger.get(profileForm())).status).toBe(404);
    expect((await stranger.send('PUT', profileForm(), FORM)).status).toBe(404);
    expect((await t.client().send('PUT', profileForm(), FORM)).status).toBe(401);
    expect((await ownerC.send('PUT', profileForm(), FORM)).status).toBe(404);
    expect((await karinC.send('PUT', companyPath(), FORM)).status).toBe(403);
    expect((await karinC.get(companyPath())).status).toBe(200);
    expect((await stranger.get(companyPath())).status).toBe(404);
    expect((await stranger.send('PUT', companyPath(), FORM)).status).toBe(404);
  });
});

describe('a visitor’s answers', () => {
  test('checked against the questions: 422 on the answer, nothing kept', async () => {
    const wrong: [Record<string, unknown>, string, string][] = [
      [{}, 'answers.size', 'Answer this question'],
      [{ size: 'Huge' }, 'answers.size', 'Pick one of the options'],
      [{ size: ['1–10', '50+'] }, 'answers.size', 'Pick one of the options'],
      [{ size: '1–10', topics: ['CRM', 'Boats'] }, 'answers.topics', 'Pick one'],
      [{ size: '1–10', when: 'x'.repeat(201) }, 'answers.when', 'at most 200'],
      [{ size: '1–10', news: 'maybe' }, 'answers.news', 'Pick one'],
    ];
    for (const [answers, field, words] of wrong) {
      const res = await leave(t, t.client({ lang: 'en' }), karin.shortId, { ...VISITOR, answers });
      expect(res.status).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe(field);
      expect(res.body.message).toContain(words);
    }
    expect(await leadsOf(t, karin.id)).toHaveLength(0);
  });

  test('kept with the labels as asked and the consent as shown; in the list, the mail and the webhook', async () => {
    const res = await leave(t, t.client({ lang: 'en' }), karin.shortId, {
      ...VISITOR,
      answers: { ...ANSWERS, nobody: 'asked' },
    });
    expect(res.status).toBe(201);
    const [row] = await leadsOf(t, karin.id);
    const expected: LeadAnswer[] = [
      { id: 'size', label: 'Team size', type: 'choice', value: '11–50' },
      { id: 'topics', label: 'Interested in', type: 'choice', value: ['Cards', 'CRM'] },
      { id: 'when', label: 'When can we call?', type: 'short', value: 'after lunch' },
      { id: 'news', label: 'Send me news', type: 'checkbox', value: true },
    ];
    expect(row.answers).toEqual(expected);
    expect(row.consentText).toBe(FORM.consent);
    expect(row.consentAt).toBe(t.clock.now());

    // A later edit of the form changes no old answer.
    await karinC.send('PUT', profileForm(), {
      ...FORM,
      questions: FORM.questions.map((q) => ({ ...q, label: `${q.label} (new)` })),
    });
    const list = await karinC.get<LeadPage>('/api/v1/leads');
    const item = list.body.data.items.find((i: LeadItem) => i.shortId === row.shortId);
    expect(item?.answers).toEqual(expected);
    expect(item?.consent.text).toBe(FORM.consent);

    const mail = await t.smtp.waitFor('karin@nordvik.example');
    expect(mail.text).toContain('Team size: 11–50');
    expect(mail.text).toContain('Interested in: Cards, CRM');
    expect(mail.text).toContain('Send me news: Yes');
    expect(mail.html).toContain('When can we call?');

    await sendersIdle(t.deps);
    const [event] = r.received.filter((x) => x.type === 'lead.created');
    expect(event.body.data).toMatchObject({
      lead: { fullName: 'Anna Berg', answers: expected, consent: { text: FORM.consent } },
    });

    const csv = await karinC.get('/api/v1/leads/export?format=salesforce');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.response.arrayBuffer());
    const [first] = csvRecords(text.replace(/^\uFEFF/, ''));
    const description = first.Description;
    expect(description).toContain('Team size: 11–50');
    expect(description).toContain('Send me news: yes');
  });

  test('the company’s questions win on its colleagues’ cards, with the person’s consent sentence', async () => {
    const companyQuestions = [{ id: 'budget', type: 'short', label: 'Budget', required: true }];
    const saved = await ownerC.send<{ own: typeof FORM }>('PUT', companyPath(), {
      questions: companyQuestions,
      consent: '',
    });
    expect(saved.status).toBe(200);
    const read = await karinC.get<{ own: typeof FORM; asked: typeof FORM }>(profileForm());
    expect(read.body.data.own.questions).toHaveLength(5);
    expect(read.body.data.asked).toEqual({ questions: companyQuestions, consent: FORM.consent });

    const refused = await leave(t, t.client({ lang: 'en' }), karin.shortId, { ...VISITOR, answers: ANSWERS });
    expect(refused.body.errors?.[0]?.field).toBe('answers.budget');
    const res = await leave(t, t.client({ lang: 'en' }), karin.shortId, {
      ...VISITOR,
      fullName: 'Bo Budget',
      answers: { budget: '100 000 kr' },
    });
    expect(res.status).toBe(201);
    const row = (await leadsOf(t, karin.id)).find((l) => l.fullName === 'Bo Budget');
    expect(row?.answers).toEqual([{ id: 'budget', label: 'Budget', type: 'short', value: '100 000 kr' }]);
    // Emptied again, the person's own questions are asked.
    await ownerC.send('PUT', companyPath(), { questions: [], consent: '' });
    const again = await karinC.get<{ asked: typeof FORM }>(profileForm());
    expect(again.body.data.asked.questions).toHaveLength(5);
  });

  test('without questions the plain form and its default sentence, as before', async () => {
    const plain = await seedUser(t, { fullName: 'Plain Person' });
    const res = await leave(t, t.client({ lang: 'sv' }), plain.shortId, {
      ...VISITOR,
      answers: { any: 'x' },
    });
    expect(res.status).toBe(201);
    const [row] = await leadsOf(t, plain.id);
    expect(row.answers).toEqual([]);
    expect(row.consentText).toBe(
      'Bara Plain Person får dem, via e-post och bland sina kontakter i Dynacard.',
    );
  });
});

test('a profile that is not one’s own is 404 even by the user shortId of someone else', async () => {
  const stranger = await signIn(t, outsider);
  expect((await stranger.get(profileForm(karin.shortId))).status).toBe(404);
  const [own] = await t.db.select().from(profiles).where(eq(profiles.userId, karin.id));
  expect(own.leadForm?.questions).toHaveLength(5);
});
