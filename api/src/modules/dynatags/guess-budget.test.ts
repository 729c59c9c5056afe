// Guessing a dynatag's passcode from many addresses, and finding its fence by the distance answers (issue 20):
// the tag's budget of wrong guesses counts every address together, after which each guess needs a solved
// human check; the distance answer is rate limited per tag and address. Through the JSON API.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import { RATE_RULES } from '../../platform/rate-limit';
import { apiTag } from './public-test-kit';
import { ownerWithCompany } from './test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  // TRUST_PROXY=true: every request below writes its own X-Forwarded-For, as a client reaching the app directly.
  t = await createTestApp();
  owner = await ownerWithCompany(t, 'Budget AB');
});
afterAll(() => t.close());

const BUDGET = RATE_RULES.dynatagBudget.account.limit;
const guess = (id: string, body: object, ip: string) =>
  t
    .client({ ip, lang: 'en' })
    .post<{ state?: string; wrong?: boolean; humanCheck?: boolean }>(`/api/v1/dynatags/public/${id}`, body);

describe("a tag's budget of wrong passcodes", () => {
  test('a client rotating X-Forwarded-For gets 10 guesses, then each needs the human check', async () => {
    const tag = await apiTag(t, owner.owner, owner.company.shortId, { passcode: '4711' });
    const answers = [];
    for (let n = 1; n <= 12; n++)
      answers.push(await guess(tag.shortId, { passcode: `00${n}` }, `198.18.7.${n}`));
    const answered = answers.filter((a) => a.status === 200);
    expect(answered).toHaveLength(BUDGET);
    expect(answered.every((a) => a.body.data.wrong === true)).toBe(true);
    for (const refused of answers.slice(BUDGET)) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({ field: 'altcha' });
      expect(refused.body.data).toEqual({ humanCheck: true });
    }
    // Even the right passcode from a fresh address needs it now; a solved check is spent on one guess.
    expect((await guess(tag.shortId, { passcode: '4711' }, '198.18.8.1')).status).toBe(422);
    const altcha = await t.solveAltcha();
    const wrong = await guess(tag.shortId, { passcode: '0000', altcha }, '198.18.8.2');
    expect(wrong.body.data).toMatchObject({ state: 'passcode', wrong: true });
    expect((await guess(tag.shortId, { passcode: '4711', altcha }, '198.18.8.3')).status).toBe(422);
    const right = await guess(tag.shortId, { passcode: '4711', altcha: await t.solveAltcha() }, '198.18.8.4');
    expect(right.body.data.state).toBe('open');
    // Another tag is not held back; this one asks nothing after the hour.
    const other = await apiTag(t, owner.owner, owner.company.shortId, { passcode: '4711' });
    expect((await guess(other.shortId, { passcode: '4711' }, '198.18.8.5')).body.data.state).toBe('open');
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await guess(tag.shortId, { passcode: '4711' }, '198.18.8.6')).body.data.state).toBe('open');
  });

  test('right passcodes do not spend the budget', async () => {
    const tag = await apiTag(t, owner.owner, owner.company.shortId, { passcode: 'open-sesame' });
    for (let n = 1; n <= BUDGET + 5; n++) {
      expect((await guess(tag.shortId, { passcode: 'open-sesame' }, `198.18.9.${n}`)).body.data.state).toBe(
        'open',
      );
    }
  });
});

describe('the distance answer', () => {
  const CENTRE = { lat: 57.7089, lng: 11.9746 };
  const FAR = { lat: 57.7179, lng: 11.9746 };

  test('10 positions per tag and address in 10 minutes, then 429 in the envelope with Retry-After', async () => {
    const tag = await apiTag(t, owner.owner, owner.company.shortId, {
      geolock: { ...CENTRE, distance: 200 },
    });
    const { limit } = RATE_RULES.dynatagPosition.account;
    for (let i = 0; i < limit; i++) {
      const far = await guess(tag.shortId, { position: { ...FAR, lng: FAR.lng + i / 1000 } }, '198.18.10.1');
      expect(far.body.data).toMatchObject({ state: 'geolock' });
      expect(typeof (far.body.data as { distance?: number }).distance).toBe('number');
    }
    const limited = await guess(tag.shortId, { position: FAR }, '198.18.10.1');
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
    expect(limited.body.errors[0]).toMatchObject({ field: 'position' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.stringify(limited.body)).not.toContain('distance');
    // Another visitor is answered.
    expect((await guess(tag.shortId, { position: FAR }, '198.18.10.2')).status).toBe(200);
  });
});
