// An edit drops only the cached pages built from the rows it changed: other people's pages stay in the cache and
// are answered without the app (no render), while the edited page shows the change on the very next scan.
// Renders the built site (`bun run build`).
import { beforeAll, describe, expect, test } from 'bun:test';
import type { TestApp } from '../../../test/harness';
import { colleague, company, type Person, person } from '../companies/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

/** A scan through the server's handler: the page, and whether it took the app (a render) or the cache. */
async function scan(who: Person) {
  const before = page.appCalls;
  const response = await t.handle(
    new Request(`http://localhost/p/${who.user.shortId}`, { headers: { 'user-agent': PHONE } }),
  );
  expect(response.status).toBe(200);
  return { html: await response.text(), rendered: page.appCalls > before };
}

/** Opens each page until it is cached (the first open makes the profile, a write of its own). */
async function cacheAll(...people: Person[]) {
  for (const who of people) {
    await scan(who);
    await scan(who);
    expect((await scan(who)).rendered).toBe(false);
  }
}

const profileOf = async (who: Person) =>
  (await who.c.get<{ shortId: string }[]>('/api/v1/profiles')).body.data[0].shortId;

async function people() {
  const owner = await person(t, { subscriber: true, fullName: 'Olivia Owner' });
  const firm = await company(owner.c, { name: 'Nordvik Bygg AB' });
  const anna = await colleague(t, firm.shortId, { fullName: 'Anna Andersson' });
  const bo = await colleague(t, firm.shortId, { fullName: 'Bo Berg' });
  const outsider = await person(t, { fullName: 'Oskar Outside' });
  await cacheAll(owner, anna, bo, outsider);
  return { owner, firm, anna, bo, outsider };
}

describe('an edit drops only the pages built from what it changed', () => {
  test("a profile edit: that person's page shows it on the next scan, the others stay cached", async () => {
    const { owner, anna, bo, outsider } = await people();
    const edited = await anna.c.patch(`/api/v1/profiles/${await profileOf(anna)}`, {
      fullName: 'Anna Edited',
    });
    expect(edited.status).toBe(200);
    const after = await scan(anna);
    expect(after.rendered).toBe(true);
    expect(after.html).toContain('Anna Edited');
    for (const other of [owner, bo, outsider]) expect((await scan(other)).rendered).toBe(false);
  });

  test('a company edit drops the page of every person who shows the company, and no one else’s', async () => {
    const { owner, firm, anna, bo, outsider } = await people();
    expect(
      (await owner.c.patch(`/api/v1/companies/${firm.shortId}`, { name: 'Renamed Bygg AB' })).status,
    ).toBe(200);
    for (const member of [owner, anna, bo]) {
      const after = await scan(member);
      expect(after.rendered).toBe(true);
      expect(after.html).toContain('Renamed Bygg AB');
    }
    expect((await scan(outsider)).rendered).toBe(false);
  });

  test('hiding the company from one page: gone from it at once, the colleague’s page stays cached', async () => {
    const { firm, anna, bo } = await people();
    expect((await scan(anna)).html).toContain('Nordvik Bygg AB');
    const path = `/api/v1/companies/${firm.shortId}/colleagues/${anna.membership.shortId}`;
    expect((await anna.c.patch(path, { hideCompany: true })).status).toBe(200);
    expect((await scan(anna)).html).not.toContain('Nordvik Bygg AB');
    const colleagueView = await scan(bo);
    expect(colleagueView.rendered).toBe(false);
    expect(colleagueView.html).toContain('Nordvik Bygg AB');
  });

  test('a render during an edit elsewhere is kept; during an edit of its own rows it is not', async () => {
    const { anna, bo } = await people();
    const site = t.site!;
    const renderWhile = (edit: () => Promise<unknown>) => async (request: Request, locals?: object) => {
      const answer = await site(request, locals);
      await edit();
      return answer;
    };
    // Anna's page is rendered anew (a fresh language makes another cache entry) while Bo edits his profile.
    const url = `http://localhost/p/${anna.user.shortId}`;
    const english = () => new Request(url, { headers: { 'user-agent': PHONE, 'accept-language': 'en' } });
    const boProfile = await profileOf(bo);
    await t.pages.answer(
      english(),
      anna.user.shortId,
      renderWhile(() => bo.c.patch(`/api/v1/profiles/${boProfile}`, { fullName: 'Bo Edited' })),
    );
    expect(t.pages.answerCached(english())).toBeDefined();
    // And again while Anna edits her own: the render read her old name, so it must not be kept.
    const annaProfile = await profileOf(anna);
    const finnish = () => new Request(url, { headers: { 'user-agent': PHONE, 'accept-language': 'fi' } });
    const raced = await t.pages.answer(
      finnish(),
      anna.user.shortId,
      renderWhile(() => anna.c.patch(`/api/v1/profiles/${annaProfile}`, { fullName: 'Anna Raced' })),
    );
    expect(await raced.text()).toContain('Anna Andersson');
    expect(t.pages.answerCached(finnish())).toBeUndefined();
    expect(await (await t.handle(finnish())).text()).toContain('Anna Raced');
  });

  test('a change during a render shared by many scans costs one more render, not one per scan', async () => {
    const { anna } = await people();
    const site = t.site!;
    const annaProfile = await profileOf(anna);
    let renders = 0;
    const changing = async (request: Request, locals?: object) => {
      renders++;
      const answer = await site(request, locals);
      if (renders === 1) await anna.c.patch(`/api/v1/profiles/${annaProfile}`, { fullName: 'Anna Herd' });
      return answer;
    };
    const url = `http://localhost/p/${anna.user.shortId}`;
    const english = () => new Request(url, { headers: { 'user-agent': PHONE, 'accept-language': 'en' } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.pages.answer(english(), anna.user.shortId, changing)),
    );
    expect(renders).toBe(2);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(bodies[0]).toContain('Anna Andersson');
    for (const body of bodies.slice(1)) expect(body).toContain('Anna Herd');
  });
});
