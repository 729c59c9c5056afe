// The editor's preview: the draft rendered as the /d page with its own CSP, for owners only, never counted.
// Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags, views } from '@db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { apiTag } from '../dynatags/public-test-kit';
import { ownerWithCompany } from '../dynatags/test-kit';

let t: TestApp;
let tag: Awaited<ReturnType<typeof apiTag>>;
let people: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  people = await ownerWithCompany(t);
  tag = await apiTag(t, people.owner, people.company.shortId, {
    label: 'Saved label',
    passcode: 'secret',
    modules: [{ id: 'a', type: 'wysiwyg', html: '<p>Saved text</p>' }],
  });
});
afterAll(() => t.close());

const draft = {
  label: 'Draft label',
  modules: [
    {
      id: 'a',
      type: 'wysiwyg',
      html: '<p>Draft text</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    },
    { id: 'b', type: 'links', links: [{ text: 'Book', url: 'https://example.com/', color: '#ffffff' }] },
  ],
};

describe('POST api/v1/dynatags/{id}/preview', () => {
  test('the owner gets the draft as a visitor past the passcode sees it, sanitised, with its own policy', async () => {
    const res = await people.owner.c.post(`/api/v1/dynatags/${tag.shortId}/preview`, draft, {
      'x-target-lang': 'en',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.response.text();
    expect(html).toContain('<h1>Draft label</h1>');
    expect(html).toContain('Draft text');
    expect(html).not.toContain('Saved text');
    expect(html).not.toContain('name="passcode"');
    expect(html).not.toContain('alert(1)');
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="script-src http:\/\/localhost\/_astro\/; object-src 'none'; base-uri 'none'; form-action 'none'; connect-src http:\/\/localhost"><base target="_blank">/,
    );
    expect(html).toContain('>Preview</p>');
    await t.pages.settle();
    expect(await t.db.select().from(views)).toHaveLength(0);
  });

  test('a draft that breaks a module schema is 422 with the field', async () => {
    const res = await people.owner.c.post(`/api/v1/dynatags/${tag.shortId}/preview`, {
      modules: [{ id: 'x', type: 'iframe', src: 'http://plain.example.com/', height: 300 }],
    });
    expect(res.status).toBe(422);
  });

  test('a colleague is refused, a stranger gets 404, nobody signed in 401', async () => {
    const path = `/api/v1/dynatags/${tag.shortId}/preview`;
    expect((await people.colleague.c.post(path, draft)).status).toBe(403);
    expect((await people.stranger.c.post(path, draft)).status).toBe(404);
    expect((await t.client().post(path, draft)).status).toBe(401);
  });
});

describe('POST api/v1/dynatags/companies/{companyId}/preview: a tag before its first save', () => {
  const path = () => `/api/v1/dynatags/companies/${people.company.shortId}/preview`;

  test('the owner sees the new tag as its page, sanitised, and nothing is stored or counted', async () => {
    const before = await t.db.select().from(dynatags);
    const res = await people.owner.c.post(path(), { ...draft, passcode: 'later' }, { 'x-target-lang': 'sv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.response.text();
    expect(html).toStartWith(
      '<!DOCTYPE html><html lang="sv"><head><meta http-equiv="Content-Security-Policy"',
    );
    expect(html).toContain('<h1>Draft label</h1>');
    expect(html).toContain('Draft text');
    expect(html).toContain('https://example.com/');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('name="passcode"');
    await t.pages.settle();
    expect(await t.db.select().from(dynatags)).toEqual(before);
    expect(await t.db.select().from(views)).toHaveLength(0);
  });

  test('checked as a save is: a module that breaks its schema is 422 with the field', async () => {
    const res = await people.owner.c.post(path(), {
      modules: [{ id: 'x', type: 'iframe', src: 'http://plain.example.com/', height: 300 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]?.field).toMatch(/^modules/);
  });

  test('a colleague is refused, a stranger gets 404, nobody signed in 401', async () => {
    expect((await people.colleague.c.post(path(), draft)).status).toBe(403);
    expect((await people.stranger.c.post(path(), draft)).status).toBe(404);
    expect((await t.client().post(path(), draft)).status).toBe(401);
  });
});
