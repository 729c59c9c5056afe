// The company's card design through the API: owners save a draft and publish it, a colour pair below WCAG AA
// is refused naming the pair, and a colleague changes only the fields the design leaves to them.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { defaultDesign } from '@shared/schemas/company-design';
import { createTestApp, type TestApp } from '../../../test/harness';
import { colleague, company, companyRow, person } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type DesignAnswer = {
  draft: ReturnType<typeof defaultDesign>;
  published: ReturnType<typeof defaultDesign> | null;
  unpublished: boolean;
  preview: { profilePath: string | null; dynatagPath: string | null };
};

async function firm() {
  const owner = await person(t, { fullName: 'Olivia Owner' });
  const made = await company(owner.c, { name: 'Nordvik Bygg AB', color: '#0f4c81' });
  const mate = await colleague(t, made.shortId, { fullName: 'Erik Johansson' });
  return { owner, firm: made, mate, path: `/api/v1/companies/${made.shortId}/design` };
}

describe('card design', () => {
  test('owners start from the company colour, save a draft and publish it', async () => {
    const { owner, firm: made, path } = await firm();
    const start = await owner.c.get<DesignAnswer>(path);
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({
      draft: defaultDesign('#0f4c81'),
      published: null,
      unpublished: false,
    });

    const design = {
      ...defaultDesign('#0f4c81'),
      font: 'serif',
      buttonShape: 'pill',
      logoPlacement: 'center',
    };
    const saved = await owner.c.patch<DesignAnswer>(path, design);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ draft: design, published: null, unpublished: true });
    expect((await companyRow(t, made.shortId)).design).toBeNull();

    const published = await owner.c.post<DesignAnswer>(`${path}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ draft: design, published: design, unpublished: false });
    expect((await companyRow(t, made.shortId)).design).toEqual(design);
    // Nothing left to publish.
    expect((await owner.c.post(`${path}/publish`)).status).toBe(409);
  });

  test('a colour pair below WCAG AA is refused with the pair and the ratio; nothing is saved', async () => {
    const { owner, firm: made, path } = await firm();
    const pale = await owner.c.patch(path, {
      ...defaultDesign('#0f4c81'),
      primary: '#ffeb3b',
      onPrimary: '#ffffff',
    });
    expect({ status: pale.status, error: pale.body.errors[0] }).toEqual({
      status: 422,
      error: {
        field: 'onPrimary',
        message:
          'Too little contrast: #ffffff on #ffeb3b is 1.2:1; text needs at least 4.5:1 (WCAG AA). Choose a darker or lighter colour',
      },
    });
    const accent = await owner.c.patch(path, { ...defaultDesign('#0f4c81'), accent: '#9e9e9e' });
    expect(accent.status).toBe(422);
    expect(accent.body.errors[0].field).toBe('accent');
    expect(accent.body.errors[0].message).toContain('#9e9e9e on #fafafa is 2.5:1');
    // An always-dark page never shows the accent on the light background: its dark accent is derived.
    const dark = await owner.c.patch(path, {
      ...defaultDesign('#0f4c81'),
      accent: '#9e9e9e',
      background: 'dark',
    });
    expect(dark.status).toBe(200);
    await owner.c.patch(path, { ...defaultDesign('#0f4c81'), font: 'comic-sans' }).then((r) => {
      expect(r.status).toBe(422);
      expect(r.body.errors[0].message).toBe('Choose among the options offered for the design');
    });
    expect((await companyRow(t, made.shortId)).designDraft?.background).toBe('dark');
  });

  test('owners only: a colleague gets 403, someone of another company 404', async () => {
    const { mate, path } = await firm();
    const stranger = await person(t);
    for (const who of [mate, stranger]) {
      const expected = who === mate ? 403 : 404;
      expect((await who.c.get(path)).status).toBe(expected);
      expect((await who.c.patch(path, defaultDesign())).status).toBe(expected);
      expect((await who.c.post(`${path}/publish`)).status).toBe(expected);
    }
  });

  test('a colleague changes only the fields the published design leaves to them; owners change any', async () => {
    const { owner, firm: made, mate, path } = await firm();
    const me = `/api/v1/companies/${made.shortId}/colleagues/${mate.membership.shortId}`;
    expect((await mate.c.patch(me, { jobTitle: 'Platschef', about: 'Hej' })).status).toBe(200);
    await owner.c.patch(path, { ...defaultDesign(), colleagueMayChange: ['about', 'socialLinks'] });
    // A draft binds no one: only the published design does.
    expect((await mate.c.patch(me, { jobTitle: 'Chef' })).status).toBe(200);
    await owner.c.post(`${path}/publish`);

    const locked = await mate.c.patch(me, { jobTitle: 'Vd' });
    expect({ status: locked.status, error: locked.body.errors[0] }).toEqual({
      status: 422,
      error: { field: 'jobTitle', message: 'Your company sets this field; ask an owner to change it' },
    });
    // The form sends the whole profile back: unchanged locked fields are no change.
    const echoed = await mate.c.patch(me, {
      jobTitle: 'Chef',
      about: 'Ring mig',
      socialLinks: { x: 'https://x.com/e' },
    });
    expect(echoed.status).toBe(200);
    expect(echoed.body.data).toMatchObject({ jobTitle: 'Chef', about: 'Ring mig' });
    // An owner sets the colleague's locked field.
    const byOwner = await owner.c.patch(me, { jobTitle: 'Platschef' });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data).toMatchObject({ jobTitle: 'Platschef' });
  });
});
