// "Available offline" (issue 21): the owners' switch is refused beside a passcode or a location lock, and the
// public page tells the service worker what it may keep — only for a marked tag that is open to all.
// Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags } from '@db/schema';
import type { DynatagDetail } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { OFFLINE_FILES_HEADER, OFFLINE_HEADER } from '../public-pages/dynatag-page';
import { OFFLINE_BUDGET_BYTES } from './offline';
import { apiTag } from './public-test-kit';
import { ownerWithCompany, patchTag, pdf } from './test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  owner = await ownerWithCompany(t, 'Mässhallen AB');
});
afterAll(() => t.close());

const GEOLOCK = { lat: 59.33, lng: 18.06, distance: 500 };
const REFUSED = {
  field: 'availableOffline',
  message:
    'A tag with a passcode or a location lock is never kept offline: a phone could open it without either',
};
const page = (shortId: string) =>
  t.handle(new Request(`${BASE}/d/${shortId}`, { headers: { 'accept-language': 'en' } }));
const PDF_MODULES = [{ id: 'p', type: 'pdf', file: 'upload:0' }];

describe('the switch', () => {
  test('is saved and answered', async () => {
    const tag = await apiTag(t, owner.owner, owner.company.shortId, { availableOffline: true });
    expect(tag.detail.availableOffline).toBe(true);
    const res = await patchTag(owner.owner.c, tag.shortId, { baseVersion: 1, availableOffline: false });
    expect(res.status).toBe(200);
    expect(res.body.data.availableOffline).toBe(false);
  });

  test('is refused with a passcode or a location lock, and nothing changes', async () => {
    const tag = await apiTag(t, owner.owner, owner.company.shortId, { passcode: '1234' });
    const res = await patchTag(owner.owner.c, tag.shortId, { baseVersion: 1, availableOffline: true });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([REFUSED]);
    const after = await owner.owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.shortId}`);
    expect(after.body.data.availableOffline).toBe(false);
    expect(after.body.data.version).toBe(1);

    // A lock added to a marked tag is refused the same way: the owner turns the switch off in the same save.
    const marked = await apiTag(t, owner.owner, owner.company.shortId, { availableOffline: true });
    const locked = await patchTag(owner.owner.c, marked.shortId, { baseVersion: 1, geolock: GEOLOCK });
    expect(locked.status).toBe(422);
    expect(locked.body.errors).toEqual([REFUSED]);
    const both = await patchTag(owner.owner.c, marked.shortId, {
      baseVersion: 1,
      geolock: GEOLOCK,
      availableOffline: false,
    });
    expect(both.status).toBe(200);
  });

  test('a create with both is refused', async () => {
    const res = await owner.owner.c.post(owner.listPath, {
      name: 'Both',
      passcode: '9999',
      availableOffline: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([REFUSED]);
  });
});

describe('the page', () => {
  test('of a marked tag may be kept, with its files and the hidden notice', async () => {
    const tag = await apiTag(
      t,
      owner.owner,
      owner.company.shortId,
      { availableOffline: true, modules: PDF_MODULES },
      [pdf('hall-map.pdf', 2000)],
    );
    const res = await page(tag.shortId);
    expect(res.headers.get(OFFLINE_HEADER)).toBe('keep');
    expect(res.headers.get(OFFLINE_FILES_HEADER)).toBe(
      `/uploads/dynatags/${tag.shortId}/files/${tag.fileIds[0]}`,
    );
    expect(await res.text()).toContain(
      'data-offline-notice hidden>No connection: this is the copy kept on this phone.',
    );
    // The second answer comes from the page cache, with the same marks.
    expect((await page(tag.shortId)).headers.get(OFFLINE_HEADER)).toBe('keep');
  });

  test('of an unmarked tag, or a marked one that got a lock, is not', async () => {
    const plain = await apiTag(t, owner.owner, owner.company.shortId, {});
    const res = await page(plain.shortId);
    expect(res.headers.get(OFFLINE_HEADER)).toBeNull();
    expect(await res.text()).not.toContain('data-offline-notice');
    // A version restored with a passcode, or a row changed by hand: the page decides again on every render.
    const marked = await apiTag(t, owner.owner, owner.company.shortId, { availableOffline: true });
    await t.db.update(dynatags).set({ passcode: '4321' }).where(eq(dynatags.shortId, marked.shortId));
    const locked = await page(marked.shortId);
    expect(locked.headers.get(OFFLINE_HEADER)).toBeNull();
    expect(locked.headers.get(OFFLINE_FILES_HEADER)).toBeNull();
  });

  test('files beyond the budget are left out, smaller ones after them still kept', async () => {
    const { offlineFiles } = await import('./offline');
    const file = (id: string, size: number) => ({
      id,
      name: id,
      mime: 'application/pdf',
      size,
      path: `/f/${id}`,
    });
    const kept = offlineFiles({
      state: 'open',
      id: 'x',
      label: '',
      logoPath: '/logo.png',
      companyName: '',
      color: null,
      design: null,
      coverPath: null,
      redirectUrl: '',
      modules: [],
      files: { a: file('a', 20 * 1024 * 1024), b: file('b', 10 * 1024 * 1024), c: file('c', 1000) },
      timer: null,
    });
    expect(kept).toEqual(['/logo.png', '/f/a', '/f/c']);
    expect(OFFLINE_BUDGET_BYTES).toBe(25 * 1024 * 1024);
  });
});
