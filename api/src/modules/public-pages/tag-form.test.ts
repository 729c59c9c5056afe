// A dynatag's form module (issue 32), attacked through the API: the answers become a lead of the tag's company
// (in its leads list with the tag, in the holder's mail on the real SMTP test server, in a real webhook receiver,
// the consent kept); a flood of 1,000 posts from one address, a bomb of huge answers, another company's tag, a
// forged, borrowed, early or stale token, the honeypot and a repeat all keep nothing more.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { leads } from '@db/schema';
import type { LeadPage } from '@shared/types/leads';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany, tagForm } from '../dynatags/test-kit';
import { sendersIdle } from '../webhooks/sender';
import { hooksPath, receiver, WEBHOOK_ENV } from '../webhooks/test-kit';

let t: TestApp;
let r: ReturnType<typeof receiver>;
let world: Awaited<ReturnType<typeof ownerWithCompany>>;
let tagId: string;
let otherTagId: string;

const CONSENT = 'I agree that Mässan AB keeps my answers to contact me about the job.';
const FORM = {
  id: 'apply',
  type: 'form',
  title: 'Apply',
  consent: CONSENT,
  questions: [
    { id: 'role', type: 'choice', label: 'Role', required: true, options: ['Chef', 'Waiter'] },
    { id: 'why', type: 'long', label: 'Why us?', required: false },
    { id: 'licence', type: 'checkbox', label: 'I have a driving licence', required: false },
  ],
};
const PERSON = { fullName: 'Anna Berg', email: 'anna@example.com', phone: '' };

const formPath = (tag: string, module = 'apply') => `/api/v1/dynatags/public/${tag}/forms/${module}`;

/** A token fetched as the page's script does, and the clock moved on as a person fills the form in. */
async function tokenFor(c: ReturnType<TestApp['client']>, tag = tagId, module = 'apply', fillMs = 20_000) {
  const res = await c.get<{ token: string }>(`${formPath(tag, module)}/token`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  t.clock.advance(fillMs);
  return res.body.data.token;
}

const count = async () => (await t.db.select().from(leads)).length;

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
  world = await ownerWithCompany(t, 'Mässan AB');
  const tag = await createTag(world.owner.c, world.company.shortId, {
    name: 'Jobs',
    label: 'Summer jobs',
    modules: [FORM],
  });
  tagId = tag.id;
  const other = await ownerWithCompany(t, 'Other AB');
  otherTagId = (
    await createTag(other.owner.c, other.company.shortId, {
      name: 'Other',
      label: 'Other form',
      modules: [{ ...FORM, id: 'theirs' }],
    })
  ).id;
  const created = await world.owner.c.post<{ endpoint: { id: string }; secret: string }>(
    hooksPath(world.company.shortId),
    { url: 'http://127.0.0.1:9/placeholder', events: ['lead.created'] },
  );
  r = receiver(t, [created.body.data.secret]);
  await world.owner.c.patch(`${hooksPath(world.company.shortId)}/${created.body.data.endpoint.id}`, {
    url: r.url,
  });
});
afterAll(async () => {
  r.stop();
  await t.close();
});

describe('the form module in the editor’s API', () => {
  test('a choice without options, two questions with one id and an empty consent are 422 on their field', async () => {
    const bad = async (module: Record<string, unknown>, field: string) => {
      const res = await world.owner.c.post(
        `/api/v1/dynatags/companies/${world.company.shortId}`,
        tagForm({ name: 'Bad', modules: [module] }),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors[0]?.field).toBe(field);
    };
    await bad(
      { ...FORM, questions: [{ ...FORM.questions[0], options: ['Only'] }] },
      'modules.0.questions.0.options',
    );
    await bad({ ...FORM, questions: [FORM.questions[1], FORM.questions[1]] }, 'modules.0.questions.1.id');
    await bad({ ...FORM, consent: '' }, 'modules.0.consent');
    const page = await t.client().get<{ modules: unknown[] }>(`/api/v1/dynatags/public/${tagId}`);
    expect(page.body.data.modules).toEqual([FORM]);
  });
});

describe('a visitor sends the form', () => {
  test('a lead of the tag’s company, with the tag, the answers and the consent; mailed and sent to the webhook', async () => {
    const c = t.client({ lang: 'en' });
    const token = await tokenFor(c);
    const res = await c.post(formPath(tagId), {
      ...PERSON,
      answers: { role: 'Chef', why: 'The kitchen', licence: true },
      token,
      website: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you! Your answers have been sent');

    const list = await world.owner.c.get<LeadPage>(`/api/v1/companies/${world.company.shortId}/leads`);
    const [item] = list.body.data.items;
    expect(item).toMatchObject({
      fullName: 'Anna Berg',
      email: 'anna@example.com',
      origin: 'tag-form',
      dynatag: { shortId: tagId, label: 'Summer jobs' },
      belongsTo: { shortId: world.company.shortId },
      consent: { text: CONSENT, way: 'form' },
      answers: [
        { id: 'role', label: 'Role', type: 'choice', value: 'Chef' },
        { id: 'why', label: 'Why us?', type: 'long', value: 'The kitchen' },
        { id: 'licence', label: 'I have a driving licence', type: 'checkbox', value: true },
      ],
    });
    const mail = await t.smtp.waitFor(world.owner.user.email);
    expect(mail.text).toContain('Role: Chef');
    // It says where it came from: the tag, by the name the owner knows it by and its heading, not a card.
    expect(mail.subject).toBe('Anna Berg sent the form on your dynatag Jobs');
    expect(mail.text).toContain('Anna Berg opened the dynatag Jobs of Mässan AB and sent its form');
    expect(mail.text).toContain('Dynatag: Jobs\nHeading on the page: Summer jobs\nName: Anna Berg');
    expect(mail.text).not.toMatch(/your (digital business )?card/);

    await sendersIdle(t.deps);
    const [event] = r.received.filter((x) => x.type === 'lead.created');
    expect(event.body.data).toMatchObject({
      lead: { fullName: 'Anna Berg', consent: { text: CONSENT } },
      profile: null,
      dynatag: { id: tagId, label: 'Summer jobs', url: `http://localhost/d/${tagId}` },
    });

    // The same answers again (a double tap, a reload) are the first lead.
    const again = await c.post(formPath(tagId), {
      ...PERSON,
      answers: { role: 'Chef', why: 'The kitchen', licence: true },
      token: await tokenFor(c),
    });
    expect(again.status).toBe(200);
    expect(await count()).toBe(1);
  });

  test('a wrong answer or no way to reach the visitor is 422 on its field, and keeps nothing', async () => {
    const c = t.client();
    const before = await count();
    const token = await tokenFor(c);
    const wrong = await c.post(formPath(tagId), { ...PERSON, answers: { role: 'Pilot' }, token });
    expect([wrong.status, wrong.body.errors[0]?.field]).toEqual([422, 'answers.role']);
    const missing = await c.post(formPath(tagId), { ...PERSON, answers: {}, token });
    expect([missing.status, missing.body.errors[0]?.field]).toEqual([422, 'answers.role']);
    const unreachable = await c.post(formPath(tagId), {
      fullName: 'No Way',
      answers: { role: 'Chef' },
      token,
    });
    expect([unreachable.status, unreachable.body.errors[0]?.field]).toEqual([422, 'email']);
    expect(await count()).toBe(before);
  });
});

describe('attacks', () => {
  test('a token forged, of another form, too early or stale is 422 on token; none is a 422 too', async () => {
    const c = t.client({ lang: 'en' });
    const before = await count();
    const send = async (token: string) => {
      const res = await c.post(formPath(tagId), {
        ...PERSON,
        fullName: 'Eve',
        answers: { role: 'Chef' },
        token,
      });
      return [res.status, res.body.errors[0]?.field, res.body.message];
    };
    const real = await tokenFor(c);
    const [at] = real.split('.');
    expect(await send(`${at}.${'A'.repeat(43)}`)).toEqual([
      422,
      'token',
      'This form could not be checked: reload the page and send it again',
    ]);
    expect((await send(`${Number(at) - 60_000}.${real.split('.')[1]}`))[0]).toBe(422);
    expect((await send(await tokenFor(c, otherTagId, 'theirs')))[1]).toBe('token');
    expect(await send(await tokenFor(c, tagId, 'apply', 500))).toEqual([
      422,
      'token',
      'That was quick: check your answers and send again',
    ]);
    const stale = await tokenFor(c, tagId, 'apply', 2 * 60 * 60_000 + 1000);
    expect((await send(stale))[2]).toBe('This page has been open a long time: send the form again');
    const none = await c.post(formPath(tagId), { ...PERSON, answers: { role: 'Chef' } });
    expect([none.status, none.body.errors[0]?.field]).toEqual([422, 'token']);
    expect(await count()).toBe(before);
  });

  test('another company’s tag, or a module that is no form, is 404: a form answers for its own tag only', async () => {
    const c = t.client();
    const theirs = await tokenFor(c, otherTagId, 'theirs');
    const res = await c.post(formPath(tagId, 'theirs'), {
      ...PERSON,
      answers: { role: 'Chef' },
      token: theirs,
    });
    expect(res.status).toBe(404);
    expect((await c.get(`${formPath(tagId, 'theirs')}/token`)).status).toBe(404);
    expect((await c.get(`${formPath('nosuchtag', 'apply')}/token`)).status).toBe(404);
  });

  test('a form only a variant shows (issue 34) takes answers as well; a form of no version is still 404', async () => {
    const tag = await createTag(world.owner.c, world.company.shortId, {
      name: 'Versions',
      label: 'Versions',
      modules: [],
      variants: [{ key: 'fi', name: 'Finnish', modules: [{ ...FORM, id: 'haku' }] }],
      rules: [
        { key: 'fi', name: 'Finnish', when: [{ if: 'language', langs: ['fi'] }], outcome: { variant: 'fi' } },
      ],
    });
    const c = t.client({ lang: 'fi' });
    const before = await count();
    const res = await c.post(formPath(tag.id, 'haku'), {
      ...PERSON,
      email: 'variant@example.com',
      answers: { role: 'Chef', licence: true },
      token: await tokenFor(c, tag.id, 'haku'),
    });
    expect(res.status).toBe(201);
    expect(await count()).toBe(before + 1);
    expect((await c.get(`${formPath(tag.id, 'apply')}/token`)).status).toBe(404);
  });

  test('the honeypot filled: answered as sent, nothing kept', async () => {
    const c = t.client();
    const before = await count();
    const res = await c.post(formPath(tagId), {
      ...PERSON,
      fullName: 'Robot',
      answers: { role: 'Chef' },
      token: await tokenFor(c),
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
  });

  test('a bomb: answers past their sizes are 422, a body past the limit 413, and nothing is kept', async () => {
    const c = t.client();
    const before = await count();
    const token = await tokenFor(c);
    const long = await c.post(formPath(tagId), {
      ...PERSON,
      answers: { role: 'Chef', why: 'x'.repeat(2001) },
      token,
    });
    expect(long.status).toBe(422);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`q${i}`, 'y'.repeat(1000)]));
    const wide = await c.post(formPath(tagId), { ...PERSON, answers: { role: 'Chef', ...many }, token });
    expect(wide.status).toBe(422);
    const huge = await c.post(formPath(tagId), {
      ...PERSON,
      answers: { role: 'Chef', why: 'z'.repeat(3 * 1024 * 1024) },
      token,
    });
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  test('a flood of 1,000 posts from one address: 20 pass in ten minutes, the rest are 429 in the envelope', async () => {
    const ip = '10.99.0.1';
    const c = t.client({ ip });
    const before = await count();
    const token = await tokenFor(c);
    const posts = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        c.post(formPath(tagId), {
          fullName: `Flood ${i}`,
          email: `flood${i}@example.com`,
          answers: { role: 'Waiter' },
          token,
        }),
      ),
    );
    const statuses = posts.map((p) => p.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(980);
    const limited = posts.find((p) => p.status === 429)!;
    expect(limited.body.success).toBe(false);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await count()).toBe(before + 20);
    // Another address is not held back by it.
    const other = t.client();
    const res = await other.post(formPath(tagId), {
      fullName: 'Next Visitor',
      email: 'next@example.com',
      answers: { role: 'Chef' },
      token: await tokenFor(other),
    });
    expect(res.status).toBe(201);
  });
});

test('the lead is the company’s: the maker of the tag holds it, a stranger sees nothing of it', async () => {
  const [row] = await t.db.select().from(leads).where(eq(leads.fullName, 'Anna Berg'));
  expect(row.holderUserId).toBe(world.owner.user.id);
  expect(row.companyId).not.toBeNull();
  const stranger = await world.stranger.c.get(`/api/v1/leads/${row.shortId}`);
  expect(stranger.status).toBe(404);
});

test('the holder’s mail names the tag in the holder’s language (sv, fi), without a heading the same as the name', async () => {
  const subjects = {
    sv: 'Bo Ek har skickat formuläret på din dynatagg Sommarjobb',
    fi: 'Bo Ek lähetti dynatagisi Sommarjobb lomakkeen',
  };
  for (const [lang, subject] of Object.entries(subjects) as ['sv' | 'fi', string][]) {
    const home = await ownerWithCompany(t, `Kafé ${lang} AB`, lang);
    const tag = await createTag(home.owner.c, home.company.shortId, {
      name: 'Sommarjobb',
      label: 'Sommarjobb',
      modules: [FORM],
    });
    const c = t.client({ lang: 'en' });
    const res = await c.post(formPath(tag.id), {
      fullName: 'Bo Ek',
      email: '',
      phone: '070-1',
      answers: { role: 'Waiter' },
      token: await tokenFor(c, tag.id),
      website: '',
    });
    expect(res.status).toBe(201);
    const mail = await t.smtp.waitFor(home.owner.user.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(
      lang === 'sv' ? 'Dynatagg: Sommarjobb\nNamn: Bo Ek' : 'Dynatag: Sommarjobb\nNimi: Bo Ek',
    );
    expect(mail.text).toContain(`Kafé ${lang} AB`);
  }
});
