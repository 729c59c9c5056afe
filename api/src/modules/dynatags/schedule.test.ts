// Scheduled tag changes (issue 23): an owner's edit goes live at a chosen time ("the fair opens at 09:00"); the
// page shows the live version until then — from the page cache too — and the change after the job's next run
// past the time; a pending change can be cancelled; only the company's owners schedule.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { DynatagDetail } from '@shared/types/dynatags';
import { createTestApp, type TestApp } from '../../../test/harness';
import { textModules } from './public-test-kit';
import { publishDueSchedules } from './schedule';
import { createTag, ownerWithCompany } from './test-kit';

let t: TestApp;
let co: Awaited<ReturnType<typeof ownerWithCompany>>;
let tag: DynatagDetail;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  co = await ownerWithCompany(t);
  tag = await createTag(co.owner.c, co.company.shortId, {
    name: 'Fair stand',
    label: 'Coming soon',
    modules: textModules('Before the fair'),
  });
});
afterAll(() => t.close());

type Schedule = {
  publishAt: number;
  name: string;
  label: string;
  moduleCount: number;
  createdBy: { fullName: string } | null;
};
const path = () => `/api/v1/dynatags/${tag.id}/schedule`;
const schedule = (body: Record<string, unknown>, c = co.owner.c) => c.send<Schedule>('PUT', path(), body);
const page = async () => (await t.handle(new Request(`http://localhost/d/${tag.id}`))).text();

describe('a change scheduled for a time', () => {
  test('owners only; the time must be a minute to a year ahead; a stale base version is a conflict', async () => {
    const at = t.clock.now() + 10 * MINUTE;
    expect((await schedule({ baseVersion: 1, publishAt: at, label: 'x' }, co.colleague.c)).status).toBe(403);
    expect((await schedule({ baseVersion: 1, publishAt: at, label: 'x' }, co.stranger.c)).status).toBe(404);
    for (const publishAt of [t.clock.now() + 30_000, t.clock.now() + 400 * 24 * 60 * MINUTE]) {
      const res = await schedule({ baseVersion: 1, publishAt, label: 'x' });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({
        field: 'publishAt',
        message: 'Choose a time at least a minute from now and within a year',
      });
    }
    expect((await schedule({ baseVersion: 7, publishAt: at, label: 'x' })).status).toBe(409);
    expect((await co.owner.c.get(path())).body.data).toBeNull();
  });

  test('the page shows the live version until the time, then the change once the job has run', async () => {
    expect(await page()).toContain('Before the fair'); // cached now
    const publishAt = t.clock.now() + 30 * MINUTE;
    const res = await schedule({
      baseVersion: tag.version,
      publishAt,
      label: 'Welcome to the fair',
      modules: textModules('The fair is open'),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The change is scheduled');
    expect(res.body.data).toMatchObject({ publishAt, label: 'Welcome to the fair', moduleCount: 4 });
    expect((await co.owner.c.get<Schedule>(path())).body.data?.publishAt).toBe(publishAt);

    // A minute before: the job publishes nothing, the page is as it was.
    t.clock.advance(29 * MINUTE);
    expect(await publishDueSchedules(t.deps)).toBe(0);
    expect(await page()).toContain('Before the fair');
    // The time has come: the next run publishes it, once; the page changes on its next request.
    t.clock.advance(MINUTE);
    expect(await publishDueSchedules(t.deps)).toBe(1);
    expect(await publishDueSchedules(t.deps)).toBe(0);
    const html = await page();
    expect(html).toContain('The fair is open');
    expect(html).not.toContain('Before the fair');
    const now = (await co.owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`)).body.data;
    expect(now).toMatchObject({ version: tag.version + 1, label: 'Welcome to the fair' });
    // The version before is in the history; nothing is pending any more.
    const versions = (await co.owner.c.get<{ version: number }[]>(`/api/v1/dynatags/${tag.id}/versions`)).body
      .data;
    expect(versions.map((v) => v.version)).toContain(tag.version);
    expect((await co.owner.c.get(path())).body.data).toBeNull();
    tag = now;
  });

  test('a pending change can be cancelled: nothing goes live', async () => {
    await schedule({ baseVersion: tag.version, publishAt: t.clock.now() + 5 * MINUTE, label: 'Never shown' });
    const cancelled = await co.owner.c.delete(path());
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('The scheduled change is cancelled');
    expect((await co.owner.c.delete(path())).status).toBe(404);
    t.clock.advance(10 * MINUTE);
    expect(await publishDueSchedules(t.deps)).toBe(0);
    expect(await page()).not.toContain('Never shown');
  });

  test('a new schedule replaces the pending one', async () => {
    await schedule({ baseVersion: tag.version, publishAt: t.clock.now() + 5 * MINUTE, label: 'First plan' });
    await schedule({ baseVersion: tag.version, publishAt: t.clock.now() + 2 * MINUTE, label: 'Second plan' });
    t.clock.advance(3 * MINUTE);
    expect(await publishDueSchedules(t.deps)).toBe(1);
    t.clock.advance(3 * MINUTE);
    expect(await publishDueSchedules(t.deps)).toBe(0);
    const now = (await co.owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`)).body.data;
    expect(now.label).toBe('Second plan');
  });
});
