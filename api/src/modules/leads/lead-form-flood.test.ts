// A flood on a card with its own questions (issue 32): a thousand posts of exchange contact from one address are
// answered, most of them 429 once the address's limit is reached, at most that many leads are kept (each with its
// answers checked), and the app goes on answering others at once.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { profiles, type User } from '@db/schema';
import { eq } from 'drizzle-orm';
import { seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureProfile } from '../profiles';
import { leadsOf, VISITOR } from './test-kit';

let t: TestApp;
let karin: User;
beforeAll(async () => {
  t = await createTestApp();
  karin = await seedUser(t, { fullName: 'Karin Ek' });
  const profile = await ensureProfile(t.deps, karin);
  await t.db
    .update(profiles)
    .set({
      leadForm: {
        questions: [{ id: 'size', type: 'choice', label: 'Team size', required: true, options: ['S', 'L'] }],
        consent: '',
      },
    })
    .where(eq(profiles.id, profile.id));
});
afterAll(() => t.close());

const IP_LIMIT = 30;

test('1,000 posts from one address: 429 past the limit, at most the limit kept, nothing stalls', async () => {
  const flooder = t.client({ ip: '203.0.113.9' });
  const solved = await Promise.all(Array.from({ length: IP_LIMIT + 5 }, () => t.solveAltcha()));
  const started = performance.now();
  const statuses: number[] = [];
  for (let batch = 0; batch < 10; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const n = batch * 100 + i;
        return flooder.post(`/api/v1/profiles/${karin.shortId}/leads`, {
          ...VISITOR,
          fullName: `Flood ${n}`,
          // Every fourth leaves the required question unanswered.
          answers: n % 4 === 3 ? {} : { size: 'S' },
          altcha: solved[n] ?? 'not-solved',
        });
      }),
    );
    statuses.push(...answers.map((a) => a.status));
  }
  const took = performance.now() - started;
  const count = (status: number) => statuses.filter((s) => s === status).length;
  expect(statuses).toHaveLength(1000);
  expect(count(429)).toBe(1000 - IP_LIMIT);
  expect(count(201) + count(422)).toBe(IP_LIMIT);
  const kept = await leadsOf(t, karin.id);
  expect(kept.length).toBe(count(201));
  expect(kept.length).toBeLessThanOrEqual(IP_LIMIT);
  for (const lead of kept)
    expect(lead.answers).toEqual([{ id: 'size', label: 'Team size', type: 'choice', value: 'S' }]);
  // Another visitor is answered at once after the flood.
  const other = performance.now();
  const page = await t.client({ ip: '198.51.100.4' }).get(`/api/v1/profiles/${karin.shortId}`);
  expect(page.status).toBe(200);
  expect(performance.now() - other).toBeLessThan(1000);
  console.log(`flood: 1000 posts in ${Math.round(took)} ms; ${count(201)} kept, ${count(429)} refused 429`);
});
