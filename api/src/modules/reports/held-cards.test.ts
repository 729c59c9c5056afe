// Cards in the reports: scans of a person's cards (the /c link, through the real view writer) are a part of their
// profile's views in their own report, and the company's cards in its owners' report.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import { company, companyRow, person } from '../companies/test-kit';
import { sendDueReports } from './sender';
import { REPORTED_WEEK_DAY, WEEK_DUE } from './test-kit';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
let t: TestApp;
beforeAll(async () => {
  // The /c link answers with the built site's profile page (`bun run build` first).
  t = await createTestApp({}, {}, { site: true });
});
afterAll(() => t.close());

let ip = 0;
async function scan(path: string) {
  const response = await t.handle(
    new Request(`http://localhost${path}`, {
      headers: { 'user-agent': PHONE, 'x-forwarded-for': `10.8.0.${++ip}`, 'accept-language': 'en' },
    }),
  );
  expect(response.status).toBe(200);
}

describe('cards in the reports', () => {
  test("a person's card scans are a part of their views; the company's report counts its cards", async () => {
    const owner = await person(t, { fullName: 'Olivia Owner' });
    const firm = await company(owner.c, { name: 'Card Report AB' });
    const row = (await companyRow(t, firm.shortId))!;
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
    const made = await orderWithCards(t, row.id, owner.user.id, [{ recipient: membership, quantity: 1 }]);
    const [card] = made.cards;
    expect((await owner.c.send('PUT', '/api/v1/reports/me', { cadence: 'weekly' })).status).toBe(200);
    expect(
      (await owner.c.send('PUT', `/api/v1/companies/${firm.shortId}/report`, { cadence: 'weekly' })).status,
    ).toBe(200);
    t.clock.set(REPORTED_WEEK_DAY);
    await scan(`/c/${card.shortId}`);
    await scan(`/c/${card.shortId}`);
    await t.pages.settle();

    t.clock.set(WEEK_DUE);
    expect(await sendDueReports(t.deps)).toBe(2);
    const mine = await t.smtp.waitFor(owner.user.email, (m) => m.subject.startsWith('Your weekly'));
    expect(mine.text).toContain('Views: 2 (none the period before)');
    expect(mine.text).toContain('Of these, card scans: 2 (none the period before)');
    expect(mine.text).toContain(`Olivia Owner (${card.shortId}) (card): 2`);
    const ofCompany = await t.smtp.waitFor(owner.user.email, (m) => m.subject.includes('Card Report AB'));
    expect(ofCompany.text).toContain('Views: 2 (none the period before)');
    expect(ofCompany.text).toContain('Cards: 2 (none the period before)');
    expect(ofCompany.text).toContain('Dynatags: 0 (none the period before)');
  });
});
