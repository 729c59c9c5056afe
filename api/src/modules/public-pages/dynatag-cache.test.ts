// /d/{shortId} in the page cache: a tag open to all (no passcode, geolock or redirect) is answered from the cache
// before the app, like /p, and counted on hits; an edit of the tag or its company drops its page at once, other
// tags' pages stay; a protected tag is never kept. Renders the built site (`bun run build`).
import { beforeAll, describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import { viewDays } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { withSecurityHeaders } from '../../platform/security';
import { createTag, ownerWithCompany, patchTag } from '../dynatags/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    headers: { 'user-agent': PHONE, 'x-forwarded-for': '10.7.7.7', ...headers },
  });

/** A scan through the server's handler: the answer, and whether it took the app (a render) or the cache. */
async function scan(path: string, headers: Record<string, string> = {}) {
  const before = page.appCalls;
  const response = await t.handle(request(path, headers));
  return {
    response,
    status: response.status,
    html: await response.clone().text(),
    rendered: page.appCalls > before,
  };
}

const links = (text: string) => [
  { id: 'w', type: 'wysiwyg', title: 'About', html: `<p>${text}</p>` },
  {
    id: 'l',
    type: 'links',
    title: 'Links',
    links: [{ text: 'Programme', url: 'https://example.com/', color: '#224466' }],
  },
];

async function scene() {
  const { owner, company } = await ownerWithCompany(t, 'Fair Stand AB');
  const open = await createTag(owner.c, company.shortId, {
    name: 'Open',
    label: 'Stand A',
    modules: links('Hall 1'),
  });
  const other = await createTag(owner.c, company.shortId, {
    name: 'Other',
    label: 'Stand B',
    modules: links('Hall 2'),
  });
  for (const tag of [open, other]) {
    expect((await scan(`/d/${tag.id}`)).rendered).toBe(true);
    expect((await scan(`/d/${tag.id}`)).rendered).toBe(false);
  }
  return { owner, company, open, other };
}

describe('a dynatag page open to all', () => {
  test('is answered from the cache without the app: the same status, headers and bytes as the app gives', async () => {
    const { open } = await scene();
    const path = `/d/${open.id}`;
    const etag = (await page.appHandle(request(path))).headers.get('etag')!;
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { 'if-none-match': etag },
    ];
    for (const headers of variants) {
      const fast = await scan(path, headers);
      expect(fast.rendered).toBe(false);
      const slow = withSecurityHeaders(await page.appHandle(request(path, headers)), false);
      expect(fast.status).toBe(slow.status);
      expect([...fast.response.headers].sort()).toEqual([...slow.headers].sort());
      expect(new Uint8Array(await fast.response.arrayBuffer())).toEqual(
        new Uint8Array(await slow.arrayBuffer()),
      );
    }
    const br = (await scan(path, { 'accept-encoding': 'br' })).response;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toContain('Hall 1');
    // The tag page's own policy and caching, as dynatag-page.ts answers it.
    expect(br.headers.get('cache-control')).toBe('private, no-cache');
    expect(br.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  test('every scan is counted, on hits too, once each; the owner’s ?count=false preview is kept apart and not counted', async () => {
    const { open } = await scene();
    const tagId = (
      await t.deps.database.client.execute({
        sql: 'SELECT id FROM dynatags WHERE short_id = ?',
        args: [open.id],
      })
    ).rows[0].id as number;
    const counted = async () => {
      await t.pages.settle();
      const [day] = await t.db
        .select()
        .from(viewDays)
        .where(and(eq(viewDays.targetType, 'dynatag'), eq(viewDays.targetId, tagId)));
      return [day?.total ?? 0, day?.unique ?? 0];
    };
    // The scene opened the plain address twice from one phone: its render and a hit.
    expect(await counted()).toEqual([2, 1]);
    // A card printed with ?count=true shares the plain address's page.
    expect((await scan(`/d/${open.id}?count=true`, { 'x-forwarded-for': '10.7.7.8' })).rendered).toBe(false);
    expect((await scan(`/d/${open.id}`, { 'x-forwarded-for': '10.7.7.9' })).rendered).toBe(false);
    expect(await counted()).toEqual([4, 3]);
    // The preview: its own page (its forms post back to the preview), rendered once, never counted.
    const preview = `/d/${open.id}?count=false`;
    expect((await scan(preview, { 'x-forwarded-for': '10.7.7.10' })).rendered).toBe(true);
    expect((await scan(preview, { 'x-forwarded-for': '10.7.7.11' })).rendered).toBe(false);
    expect(await counted()).toEqual([4, 3]);
  });

  test("an edit of the tag shows at once; the company's other tag stays cached", async () => {
    const { owner, open, other } = await scene();
    const edited = await patchTag(owner.c, open.id, {
      baseVersion: open.version,
      modules: links('Hall 9 now'),
    });
    expect(edited.status).toBe(200);
    const after = await scan(`/d/${open.id}`);
    expect(after.rendered).toBe(true);
    expect(after.html).toContain('Hall 9 now');
    expect((await scan(`/d/${other.id}`)).rendered).toBe(false);
  });

  test("an edit of the company drops its tags' pages", async () => {
    const { owner, company, open, other } = await scene();
    await patchTag(owner.c, open.id, { baseVersion: open.version, label: '' }); // the title is then the company's
    expect((await scan(`/d/${open.id}`)).html).toContain('Fair Stand AB');
    expect(
      (await owner.c.patch(`/api/v1/companies/${company.shortId}`, { name: 'Renamed Stand AB' })).status,
    ).toBe(200);
    const after = await scan(`/d/${open.id}`);
    expect(after.rendered).toBe(true);
    expect(after.html).toContain('Renamed Stand AB');
    expect((await scan(`/d/${other.id}`)).rendered).toBe(true);
  });

  test('a passcode set on it hides the content at once, and the page is then never kept', async () => {
    const { owner, open } = await scene();
    const locked = await patchTag(owner.c, open.id, { baseVersion: open.version, passcode: 'secret-42' });
    expect(locked.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const page = await scan(`/d/${open.id}`);
      expect(page.rendered).toBe(true);
      expect(page.html).not.toContain('Hall 1');
      expect(page.response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  test('a redirect is never kept; a deleted tag answers 404 at once', async () => {
    const { owner, open, other } = await scene();
    await patchTag(owner.c, open.id, {
      baseVersion: open.version,
      redirectUrl: 'https://example.com/elsewhere',
    });
    for (let i = 0; i < 2; i++) {
      const page = await scan(`/d/${open.id}`);
      expect([page.status, page.rendered]).toEqual([302, true]);
    }
    const deleted = await owner.c.delete(`/api/v1/dynatags/${other.id}`, { name: 'Other' });
    expect(deleted.status).toBe(200);
    expect((await scan(`/d/${other.id}`)).status).toBe(404);
  });
});
