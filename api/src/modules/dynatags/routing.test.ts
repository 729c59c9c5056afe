// A tag's variants, rules and their time zone (issue 34) saved with the tag: answered by its GET, kept and restored
// by its versions, carried by a scheduled change and by a bulk job's copies; a variant's modules go through what the
// tag's do (uploads, file references, pictures' descriptions, sanitised HTML); what a schema cannot say is 422 on
// the field's path and changes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { api as en } from '@shared/i18n/en/api';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { TagRule, TagVariant } from '@shared/schemas/tag-rules';
import type { DynatagDetail } from '@shared/types/dynatags';
import { createTestApp, type TestApp } from '../../../test/harness';
import { publishDueSchedules } from './schedule';
import { createTag, imageFile, ownerWithCompany, patchTag } from './test-kit';

let t: TestApp;
let co: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  co = await ownerWithCompany(t);
});
afterAll(() => t.close());

const text = (id: string, html: string): DynatagModule => ({ id, type: 'wysiwyg', title: 'Text', html });
const FINNISH: TagVariant = {
  key: 'fi',
  name: 'Finnish',
  label: 'Tervetuloa',
  modules: [text('w', '<p>Hei</p>')],
};
const RULE: TagRule = {
  key: 'r1',
  name: 'Finns',
  when: [{ if: 'language', langs: ['fi'] }],
  outcome: { variant: 'fi' },
};
const get = async (id: string) => (await co.owner.c.get<DynatagDetail>(`/api/v1/dynatags/${id}`)).body.data!;

describe('saving variants and rules', () => {
  test('a create and a GET answer them; a variant’s HTML is sanitised and its uploads resolved', async () => {
    const tag = await createTag(
      co.owner.c,
      co.company.shortId,
      {
        name: 'Stand',
        modules: [text('w', '<p>Hej</p>')],
        variants: [
          {
            ...FINNISH,
            modules: [
              text('w', '<p>Hei<script>alert(1)</script></p>'),
              { id: 'i', type: 'image', title: 'Kuva', file: 'upload:0', alt: 'Osasto' },
            ],
          },
        ],
        rules: [RULE],
        rulesTimeZone: 'Europe/Helsinki',
      },
      [await imageFile('png')],
    );
    const got = await get(tag.id);
    expect(got.rulesTimeZone).toBe('Europe/Helsinki');
    expect(got.rules).toEqual([RULE]);
    const [variant] = got.variants;
    expect(variant.label).toBe('Tervetuloa');
    expect(JSON.stringify(variant.modules)).not.toContain('script');
    const image = variant.modules[1] as { file: string };
    expect(got.files.map((f) => f.id)).toContain(image.file);
  });

  test('422 on the field’s path, and nothing changes', async () => {
    const tag = await createTag(co.owner.c, co.company.shortId, {
      name: 'Checked',
      variants: [FINNISH],
      rules: [RULE],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rules: [{ ...RULE, outcome: { variant: 'nope' } }] }, 'rules.0.outcome.variant', 'unknownVariant'],
      [{ variants: [] }, 'rules.0.outcome.variant', 'unknownVariant'],
      [{ rulesTimeZone: 'Mars/Olympus' }, 'rulesTimeZone', 'invalidTimeZone'],
      [{ variants: [FINNISH, FINNISH] }, 'variants.1.key', 'duplicateVariant'],
      [{ rules: [RULE, RULE] }, 'rules.1.key', 'duplicateRule'],
      [
        { variants: Array.from({ length: 6 }, (_, i) => ({ ...FINNISH, key: `v${i}` })) },
        'variants',
        'tooManyVariants',
      ],
      [{ rules: Array.from({ length: 21 }, (_, i) => ({ ...RULE, key: `r${i}` })) }, 'rules', 'tooManyRules'],
      [
        { rules: [{ ...RULE, when: [{ if: 'dates', from: '2026-02-01', to: '2026-01-01' }] }] },
        'rules.0.when.0.to',
        'invalidDates',
      ],
      [{ rules: [{ ...RULE, when: [{ if: 'device' }] }] }, 'rules.0.when.0.devices', 'emptyCondition'],
      [
        { rules: [{ ...RULE, when: [{ if: 'place', countries: [] }] }] },
        'rules.0.when.0.countries',
        'emptyCondition',
      ],
      [
        {
          variants: [
            { ...FINNISH, modules: [{ id: 'x', type: 'image', title: 'K', file: 'nofile', alt: 'a' }] },
          ],
        },
        'variants.0.modules.0.file',
        'fileRefMissing',
      ],
      [
        {
          variants: [
            {
              ...FINNISH,
              modules: [
                {
                  id: 'x',
                  type: 'links',
                  title: 'L',
                  links: [{ text: 'a', url: 'javascript:1', color: '#000000' }],
                },
              ],
            },
          ],
        },
        'variants.0.modules.0.links.0.url',
        '',
      ],
    ];
    for (const [fields, field, key] of cases) {
      const res = await patchTag(co.owner.c, tag.id, { ...fields, baseVersion: 1 });
      expect(res.status, field).toBe(422);
      const error = (res.body as { errors?: { field: string; key?: string }[] }).errors?.[0];
      expect(error?.field, JSON.stringify(res.body)).toBe(field);
      if (key) expect(res.body.message).toBe(en[key as keyof typeof en]);
    }
    const after = await get(tag.id);
    expect(after.version).toBe(1);
    expect(after.variants).toEqual([FINNISH]);
  });

  test('versions keep and restore them; a scheduled change carries them', async () => {
    const tag = await createTag(co.owner.c, co.company.shortId, {
      name: 'Versioned',
      variants: [FINNISH],
      rules: [RULE],
    });
    expect((await patchTag(co.owner.c, tag.id, { rules: [], variants: [], baseVersion: 1 })).status).toBe(
      200,
    );
    expect((await get(tag.id)).rules).toEqual([]);
    const restored = await co.owner.c.post<DynatagDetail>(`/api/v1/dynatags/${tag.id}/versions/1/restore`, {
      baseVersion: 2,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 3, rules: [RULE], variants: [FINNISH] });

    const publishAt = t.clock.now() + 10 * 60_000;
    const scheduled = await co.owner.c.send('PUT', `/api/v1/dynatags/${tag.id}/schedule`, {
      baseVersion: 3,
      publishAt,
      rulesTimeZone: 'Europe/Stockholm',
      rules: [{ ...RULE, key: 'r2' }],
    });
    expect(scheduled.status).toBe(200);
    const bad = await co.owner.c.send('PUT', `/api/v1/dynatags/${tag.id}/schedule`, {
      baseVersion: 3,
      publishAt,
      rules: [{ ...RULE, outcome: { variant: 'nope' } }],
    });
    expect(bad.status).toBe(422);
    t.clock.advance(11 * 60_000);
    expect(await publishDueSchedules(t.deps)).toBe(1);
    expect(await get(tag.id)).toMatchObject({
      version: 4,
      rulesTimeZone: 'Europe/Stockholm',
      rules: [{ key: 'r2' }],
      variants: [FINNISH],
    });
  });

  test('another company’s owner cannot save them', async () => {
    const tag = await createTag(co.owner.c, co.company.shortId, { name: 'Mine' });
    const res = await patchTag(co.stranger.c, tag.id, { variants: [FINNISH], baseVersion: 1 });
    expect(res.status).toBe(404);
  });
});
