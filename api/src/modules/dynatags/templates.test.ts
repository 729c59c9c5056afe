// Starter templates (issue 32): the list in each language with its pictures, a tag made from each template in
// each language (filled, its pictures its own files, editable as any tag), who may make one, and what is refused.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { LANGUAGES } from '@shared/constants';
import { STARTER_TEMPLATES } from '@shared/schemas/dynatag-templates';
import type { DynatagDetail } from '@shared/types/dynatags';
import { createTestApp, type TestApp } from '../../../test/harness';
import { confirmingPrice } from '../billing/services-test-kit';
import { ownerWithCompany, patchTag, storedFiles } from './test-kit';

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  setup = await ownerWithCompany(t, 'Hamnkrogen AB');
});
afterAll(() => t.close());

type Listed = { templates: { id: string; name: string; description: string; picture: string }[] };
const fromTemplate = (companyId: string) => `/api/v1/dynatags/companies/${companyId}/from-template`;

/** POST a template as the dialog does, confirming the new monthly price when asked. */
const make = (c: typeof setup.owner.c, body: Record<string, unknown>) =>
  confirmingPrice((acceptMonthlyPrice) =>
    c.post<DynatagDetail>(
      fromTemplate(setup.company.shortId),
      acceptMonthlyPrice === undefined ? body : { ...body, acceptMonthlyPrice },
    ),
  );

describe('the list', () => {
  test('names every template in the language asked for, each with a WebP picture', async () => {
    const names = new Map<string, Set<string>>();
    for (const lang of LANGUAGES) {
      const res = await setup.owner.c.get<Listed>(`/api/v1/dynatag-templates?lang=${lang}`);
      expect(res.status).toBe(200);
      const { templates } = res.body.data as Listed;
      expect(templates.map((x) => x.id)).toEqual([...STARTER_TEMPLATES]);
      for (const x of templates) {
        expect(x.name.length).toBeGreaterThan(2);
        expect(x.description.length).toBeGreaterThan(20);
        names.set(x.id, (names.get(x.id) ?? new Set()).add(x.name));
      }
    }
    // Each template is named differently in at least two languages: the texts are translated.
    for (const set of names.values()) expect(set.size).toBeGreaterThanOrEqual(2);
    const sv = await setup.owner.c.get<Listed>('/api/v1/dynatag-templates?lang=sv');
    expect((sv.body.data as Listed).templates[0].name).toBe('Restaurangmeny');
    const picture = await setup.owner.c.get((sv.body.data as Listed).templates[0].picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await picture.response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
  });

  test('is for signed-in users only; an unknown language or picture is refused', async () => {
    expect((await t.client().get('/api/v1/dynatag-templates')).status).toBe(401);
    expect((await setup.owner.c.get('/api/v1/dynatag-templates?lang=de')).status).toBe(422);
    expect((await setup.owner.c.get('/api/v1/dynatag-templates/bakery/picture')).status).toBe(422);
  });
});

describe('a tag from a template', () => {
  test('each template in each language makes a filled tag with its own pictures, in the company’s colour', async () => {
    const seen = new Set<string>();
    for (const template of STARTER_TEMPLATES) {
      for (const lang of LANGUAGES) {
        const res = await make(setup.owner.c, { template, lang });
        expect(res.status).toBe(201);
        const tag = res.body.data as DynatagDetail;
        expect(tag.name).toStartWith('Hamnkrogen AB – ');
        expect(tag.showCompanyLogo).toBe(true);
        const types = tag.modules.map((m) => m.type);
        expect(types).toContain('wysiwyg');
        expect(types).toContain('links');
        expect(types).toContain('contacts');
        expect(types.some((type) => type === 'image' || type === 'gallery')).toBe(true);
        // The pictures are the tag's own files (stored for it, resized), referred to by their ids.
        expect(tag.files.length).toBeGreaterThan(0);
        expect(storedFiles(t, tag.id).length).toBeGreaterThanOrEqual(tag.files.length);
        const ids = new Set(tag.files.map((f) => f.id));
        for (const m of tag.modules) {
          if (m.type === 'image') expect(ids.has(m.file)).toBe(true);
          if (m.type === 'gallery') for (const p of m.pictures) expect(ids.has(p.file)).toBe(true);
          if (m.type === 'links') expect(m.links[0].color).toBe('#262626');
        }
        const text = tag.modules.flatMap((m) => (m.type === 'wysiwyg' ? [m.html] : [])).join('');
        expect(seen.has(text)).toBe(false);
        seen.add(text);
      }
    }
  });

  test('the templates use the new modules in sv, en and fi: menu and hours, an event, a coupon, a form', async () => {
    const expected: Record<string, string[]> = {
      restaurant: ['menu', 'hours'],
      event: ['event'],
      product: ['coupon'],
      job: ['form'],
    };
    const words = new Map<string, Set<string>>();
    for (const [template, types] of Object.entries(expected)) {
      for (const lang of LANGUAGES) {
        const res = await make(setup.owner.c, { template, lang });
        expect(res.status).toBe(201);
        const tag = res.body.data as DynatagDetail;
        for (const type of types)
          expect({ template, lang, has: tag.modules.some((m) => m.type === type) }).toEqual({
            template,
            lang,
            has: true,
          });
        for (const m of tag.modules) {
          // Each language's own words: the menu's first section, the event's name, the coupon's text, the questions.
          const said =
            m.type === 'menu'
              ? m.sections[0].name
              : m.type === 'event'
                ? m.name
                : m.type === 'coupon'
                  ? m.description
                  : m.type === 'form'
                    ? m.questions.map((q) => q.label).join('|')
                    : null;
          if (said === null) continue;
          const key = `${template}:${m.type}`;
          expect(words.get(key)?.has(said) ?? false).toBe(false);
          words.set(key, (words.get(key) ?? new Set()).add(said));
          if (m.type === 'menu') expect(m.currency).toBe(lang === 'fi' ? 'EUR' : 'SEK');
          if (m.type === 'hours')
            expect(m.timeZone).toBe(lang === 'fi' ? 'Europe/Helsinki' : 'Europe/Stockholm');
          if (m.type === 'form') {
            expect(m.consent).toContain('Hamnkrogen AB');
            expect(m.questions.map((q) => q.type)).toEqual(['short', 'choice', 'long', 'checkbox']);
          }
        }
      }
    }
    // The job advert's form answers as a lead of the company: its page asks it.
    const job = (await make(setup.owner.c, { template: 'job', lang: 'en' })).body.data as DynatagDetail;
    const token = await t.client().get(`/api/v1/dynatags/public/${job.id}/forms/apply/token`);
    expect(token.status).toBe(200);
  });

  test('is in the request’s language when none is asked for, and takes a name of the owner’s', async () => {
    const fi = await confirmingPrice((acceptMonthlyPrice) =>
      setup.owner.c.post<DynatagDetail>(
        fromTemplate(setup.company.shortId),
        { template: 'event', ...(acceptMonthlyPrice !== undefined && { acceptMonthlyPrice }) },
        { 'x-target-lang': 'fi' },
      ),
    );
    expect(fi.status).toBe(201);
    expect((fi.body.data as DynatagDetail).label).toBe('Tapahtuma');
    const named = await make(setup.owner.c, { template: 'job', lang: 'fi', name: 'Rekry 2027' });
    expect(named.status).toBe(201);
    expect((named.body.data as DynatagDetail).name).toBe('Rekry 2027');
    const html = (named.body.data as DynatagDetail).modules.find((m) => m.type === 'wysiwyg');
    expect(html?.type === 'wysiwyg' && html.html).toContain('Haemme projektipäällikköä');
  });

  test('is edited as any tag: a save makes version 2', async () => {
    const made = (await make(setup.owner.c, { template: 'product', lang: 'en' })).body.data as DynatagDetail;
    const modules = made.modules.map((m) =>
      m.type === 'wysiwyg' ? { ...m, html: '<h2>The Ljus 3 lamp</h2><p>Brighter.</p>' } : m,
    );
    const res = await patchTag(setup.owner.c, made.id, { baseVersion: 1, name: 'Ljus 3', modules });
    expect(res.status).toBe(200);
    const saved = res.body.data as DynatagDetail;
    expect(saved).toMatchObject({ name: 'Ljus 3', version: 2 });
    expect(saved.files.map((f) => f.id)).toEqual(made.files.map((f) => f.id));
  });

  test('only an owner of the company makes one; an unknown template is 422 and makes nothing', async () => {
    const before = (await setup.owner.c.get<{ dynatags: unknown[] }>(setup.listPath)).body.data?.dynatags
      .length;
    const body = { template: 'event', lang: 'sv' };
    expect((await make(setup.colleague.c, body)).status).toBe(403);
    expect((await make(setup.stranger.c, body)).status).toBe(404);
    expect((await t.client().post(fromTemplate(setup.company.shortId), body)).status).toBe(401);
    const unknown = await setup.owner.c.post(fromTemplate(setup.company.shortId), { template: 'bakery' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]?.field).toBe('template');
    const stray = await setup.owner.c.post(fromTemplate(setup.company.shortId), { ...body, modules: [] });
    expect(stray.status).toBe(422);
    const after = (await setup.owner.c.get<{ dynatags: unknown[] }>(setup.listPath)).body.data?.dynatags
      .length;
    expect(after).toBe(before);
  });
});
