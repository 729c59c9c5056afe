// Every module type through the API: a valid one of each is stored as sent, and a wrong field of each is
// refused with 422 naming the field (modules.N.…) and its message, changing nothing.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags } from '@db/schema';
import type { DynatagDetail } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany, patchTag, pdf, png, storedFiles } from './test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithCompany(t);
});
afterAll(() => t.close());

/** One valid module of each type but image and gallery (pictures.test.ts); files refer to the uploads of the request. */
const VALID = [
  {
    id: 'w',
    type: 'wysiwyg',
    title: 'About',
    html: '<h2>Hello</h2><p>We build <strong>houses</strong>.</p>',
  },
  { id: 'f', type: 'files', files: ['upload:0', 'upload:1'] },
  { id: 'p', type: 'pdf', title: 'Programme', file: 'upload:0' },
  { id: 'm', type: 'map', center: { lat: 57.7, lng: 11.97 }, zoom: 14, marker: 'Stand A' },
  {
    id: 'r',
    type: 'mapRoute',
    points: [
      { lat: 57.7, lng: 11.97, label: 'Start' },
      { lat: 57.71, lng: 11.98 },
    ],
  },
  {
    id: 'k',
    type: 'mapMarkers',
    center: { lat: 57.7, lng: 11.97 },
    zoom: 16,
    markers: [{ lat: 57.7, lng: 11.97, label: 'Entrance', text: 'Open 9–17' }],
    overlay: { file: 'upload:1', south: 57.69, west: 11.96, north: 57.71, east: 11.98, opacity: 0.6 },
  },
  { id: 'l', type: 'links', links: [{ text: 'Shop', url: 'https://shop.example/', color: '#224466' }] },
  { id: 'i', type: 'iframe', src: 'https://www.youtube-nocookie.com/embed/x', height: 400 },
  { id: 's', type: 'socials', links: { linkedin: 'https://linkedin.com/company/x' } },
  {
    id: 'c',
    type: 'contacts',
    contacts: [{ name: 'Desk', information: 'Mon–Fri', phone: '+46 31 123 45', email: 'desk@example.com' }],
  },
  { id: 'd', type: 'plugin_disqus', shortname: 'nordvik-bygg' },
  {
    id: 'h',
    type: 'plugin_htmlCommentBox',
    widget: '<div id="HCB_comment_box"></div><script>x</script>',
    perPage: 10,
  },
  { id: 't', type: 'plugin_translationWidget', languages: ['en', 'de', 'zh-CN'] },
];

describe('module schemas', () => {
  test('a tag with one module of every type is stored as sent, files resolved', async () => {
    const tag = await createTag(owner.owner.c, owner.company.shortId, { name: 'All types', modules: VALID }, [
      pdf(),
      png(),
    ]);
    const [pdfId, pngId] = tag.files.map((f) => f.id);
    expect(tag.modules.map((m): string => m.type)).toEqual(VALID.map((m) => m.type));
    expect(tag.modules[1]).toEqual({ id: 'f', type: 'files', files: [pdfId, pngId] });
    expect(tag.modules[5]).toMatchObject({ overlay: { file: pngId } });
    expect(tag.modules.slice(6)).toEqual(VALID.slice(6) as never);
  });

  // A wrong field per type: [module, the field named in the answer, its message].
  const INVALID: [Record<string, unknown>, string, string][] = [
    [
      { id: 'w', type: 'wysiwyg', html: 'x'.repeat(50_001) },
      'html',
      'The text is too long (at most 50,000 characters)',
    ],
    [{ id: 'f', type: 'files', files: ['bad ref!'] }, 'files.0', 'Choose a file of this dynatag'],
    [{ id: 'p', type: 'pdf' }, 'file', 'Choose a file of this dynatag'],
    [
      { id: 'm', type: 'map', center: { lat: 91, lng: 0 }, zoom: 3 },
      'center.lat',
      'Choose a place on the map',
    ],
    [{ id: 'r', type: 'mapRoute', points: [{ lat: 1, lng: 1 }] }, 'points', 'Marker limit reached'],
    [
      {
        id: 'k',
        type: 'mapMarkers',
        center: { lat: 1, lng: 1 },
        zoom: 3,
        markers: Array.from({ length: 1001 }, () => ({ lat: 1, lng: 1, label: 'x' })),
      },
      'markers',
      'Marker limit reached',
    ],
    [
      {
        id: 'l',
        type: 'links',
        links: [
          { text: 'a', url: 'https://a.example/', color: '#fff' },
          { text: 'b', url: 'javascript:alert(1)', color: '#fff' },
        ],
      },
      'links.1.url',
      'Enter a web address that starts with http:// or https://',
    ],
    [
      { id: 'i', type: 'iframe', src: 'http://insecure.example/', height: 400 },
      'src',
      'An embedded page needs an address that starts with https://',
    ],
    [
      { id: 's', type: 'socials', links: { myspace: 'https://myspace.com/x' } },
      'links.myspace',
      'Social links are web addresses for the listed networks',
    ],
    [
      { id: 'c', type: 'contacts', contacts: [{ name: 'A', information: '', phone: 'call me', email: '' }] },
      'contacts.0.phone',
      'Enter a valid phone number',
    ],
    [
      { id: 'd', type: 'plugin_disqus', shortname: 'Not Valid' },
      'shortname',
      'A Disqus shortname is lowercase letters, digits and dashes',
    ],
    [
      { id: 'h', type: 'plugin_htmlCommentBox', widget: 'x', perPage: 0 },
      'perPage',
      'The value is not valid',
    ],
    [
      { id: 't', type: 'plugin_translationWidget', languages: [] },
      'languages',
      'Choose at least one language, as codes like en or zh-CN',
    ],
  ];

  test('a wrong field of each type is refused with its field and message, and nothing changes', async () => {
    const tag = await createTag(owner.owner.c, owner.company.shortId, {
      name: 'Checked',
      modules: [VALID[0]],
    });
    for (const [module, field, message] of INVALID) {
      const res = await patchTag(owner.owner.c, tag.id, { baseVersion: 1, modules: [VALID[0], module] });
      expect([module.type, res.status, res.body.errors[0]]).toEqual([
        module.type,
        422,
        { field: `modules.1.${field}`, message: res.body.errors[0].message },
      ]);
      if (message !== 'The value is not valid') expect(res.body.message).toBe(message);
    }
    const [row] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, tag.id));
    expect([row.version, row.modules.length]).toEqual([1, 1]);
  });

  test('an unknown type, a duplicate id, a missing upload and too many modules are refused', async () => {
    const path = owner.listPath;
    const c = owner.owner.c;
    const unknown = await c.post(path, { name: 'x', modules: [{ id: 'a', type: 'flash' }] });
    expect([unknown.status, unknown.body.errors[0].field]).toEqual([422, 'modules.0.type']);
    const twice = await c.post(path, { name: 'x', modules: [VALID[3], VALID[3]] });
    expect([twice.status, twice.body.errors[0].field, twice.body.message]).toEqual([
      422,
      'modules.1.id',
      'Two modules have the same id',
    ]);
    const missing = await c.post(path, { name: 'x', modules: [{ id: 'p', type: 'pdf', file: 'upload:0' }] });
    expect([missing.status, missing.body.errors[0].field]).toEqual([422, 'modules.0.file']);
    const many = Array.from({ length: 51 }, (_, i) => ({ ...VALID[3], id: `m${i}` }));
    const tooMany = await c.post(path, { name: 'x', modules: many });
    expect([tooMany.status, tooMany.body.message]).toEqual([422, 'A dynatag can have at most 50 modules']);
    const fifty = await c.post<DynatagDetail>(path, { name: 'x', modules: many.slice(0, 50) });
    expect(fifty.status).toBe(201);
  });

  test('links: 20 per module, 21 refused; markers: 1000, 1001 refused', async () => {
    const link = { text: 'a', url: 'https://a.example/', color: '#fff' };
    const twenty = { id: 'l', type: 'links', links: Array.from({ length: 20 }, () => link) };
    const c = owner.owner.c;
    expect((await c.post(owner.listPath, { name: 'l20', modules: [twenty] })).status).toBe(201);
    const over = await c.post(owner.listPath, {
      name: 'l21',
      modules: [{ ...twenty, links: [...twenty.links, link] }],
    });
    expect([over.status, over.body.message, over.body.errors[0].field]).toEqual([
      422,
      'Link limit reached',
      'modules.0.links',
    ]);
    const markers = Array.from({ length: 1000 }, () => ({ lat: 1, lng: 1, label: 'x' }));
    const k = { id: 'k', type: 'mapMarkers', center: { lat: 1, lng: 1 }, zoom: 3, markers };
    expect((await c.post(owner.listPath, { name: 'k1000', modules: [k] })).status).toBe(201);
  });

  test('the PDF viewer takes PDFs up to 4 MB; an overlay is a PNG, JPEG or WebP up to 2 MB; a refused save stores nothing', async () => {
    const c = owner.owner.c;
    const pdfModule = { id: 'p', type: 'pdf', file: 'upload:0' };
    const atLimit = await createTag(c, owner.company.shortId, { name: 'pdf4', modules: [pdfModule] }, [
      pdf('big.pdf', 4 * 1024 * 1024),
    ]);
    expect(atLimit.files[0].size).toBe(4 * 1024 * 1024);
    const tag = await createTag(c, owner.company.shortId, { name: 'viewer' });
    const over = await patchTag(c, tag.id, { baseVersion: 1, modules: [pdfModule] }, [
      pdf('big.pdf', 4 * 1024 * 1024 + 1),
    ]);
    expect([over.status, over.body.errors[0].field, over.body.message]).toEqual([
      413,
      'modules.0.file',
      "The PDF is larger than the viewer's limit of max: 4 MB",
    ]);
    const notPdf = await patchTag(c, tag.id, { baseVersion: 1, modules: [pdfModule] }, [png()]);
    expect([notPdf.status, notPdf.body.message]).toEqual([422, 'The PDF viewer shows PDF files only']);

    const overlay = (file: string) => ({
      id: 'k',
      type: 'mapMarkers',
      center: { lat: 1, lng: 1 },
      zoom: 3,
      markers: [],
      overlay: { file, south: 0, west: 0, north: 2, east: 2, opacity: 1 },
    });
    const okOverlay = await patchTag(c, tag.id, { baseVersion: 1, modules: [overlay('upload:0')] }, [
      png('plan.png', 2 * 1024 * 1024),
    ]);
    expect(okOverlay.status).toBe(200);
    const bigOverlay = await patchTag(c, tag.id, { baseVersion: 2, modules: [overlay('upload:0')] }, [
      png('plan.png', 2 * 1024 * 1024 + 1),
    ]);
    expect([bigOverlay.status, bigOverlay.body.message]).toEqual([
      413,
      'The map overlay image is larger than the limit of max: 2 MB',
    ]);
    const pdfOverlay = await patchTag(c, tag.id, { baseVersion: 2, modules: [overlay('upload:0')] }, [pdf()]);
    expect([pdfOverlay.status, pdfOverlay.body.message]).toEqual([
      422,
      'The map overlay must be a PNG, JPEG or WebP image',
    ]);
    // Only the accepted overlay is stored.
    expect(storedFiles(t, tag.id)).toHaveLength(1);
  });
});
