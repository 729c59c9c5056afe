import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { companies, memberships, orderCards, orders, profiles, users } from '@db/schema';
import { PRICES } from '@shared/constants';
import { and, eq } from 'drizzle-orm';
import { createCardsForOrder } from '../../api/src/modules/cards';
import { systemClock } from '../../api/src/platform/clock';
import { startBareServer } from '../lib/bare-server';
import { tagOwner } from '../lib/dynatags';
import { BROWSER, cpuTicks, PHONE, pageVsBare, raw } from '../lib/page-vs-bare';
import { median, round } from '../lib/report';
import { type BenchContext, defineScenario } from '../lib/scenario';
import type { ServerHandle } from '../lib/server';
import { withViewHistory } from '../lib/view-history';

/** A submitted order of the owner's company with one card held by the owner, as the submit makes it. */
async function seedCard(server: ServerHandle, companyShortId: string): Promise<string> {
  const database = await openDatabase({ url: `file:${join(server.dataDir, 'dynacard.db')}` });
  try {
    const { db } = database;
    const [owner] = await db
      .select({ id: memberships.id, companyId: memberships.companyId })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(companies.shortId, companyShortId), eq(memberships.state, 'owner')));
    const now = Date.now();
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          shortId: `bench${now}`,
          number: '2026-9999',
          year: 2026,
          seq: 9999,
          companyId: owner.companyId,
          status: 'received',
          createdAt: now,
          updatedAt: now,
          submittedAt: now,
        })
        .returning();
      const lines = await tx
        .insert(orderCards)
        .values({
          shortId: `benchline${now}`,
          orderId: order.id,
          position: 0,
          recipientMembershipId: owner.id,
          recipientEmail: 'cardlink@bench.local',
          type: 'blackPersonal',
          quantity: 1,
          unitPrice: PRICES.cards.blackPersonal,
          design: {
            fullName: 'Anna Berg',
            text: '',
            phone: '',
            email: '',
            vcardCompany: '',
            vcardUrl: '',
            imageKey: null,
            logoKey: null,
          },
        })
        .returning();
      const [card] = await createCardsForOrder(tx, { clock: systemClock }, order, lines);
      return card.shortId;
    });
  } finally {
    database.close();
  }
}

const ROUNDS = 3;

/**
 * The same comparison for a request that is answered but not counted (a link preview's prefetch): the answer
 * path alone, without the counting every scan does.
 */
async function uncountedVsBare(ctx: BenchContext, scenario: string, url: string) {
  const headers = { ...BROWSER, 'sec-purpose': 'prefetch' };
  const bare = await startBareServer(await raw(url, headers), ctx.server.dataDir);
  try {
    const ratios: number[] = [];
    const cpu: { page: number[]; bare: number[] } = { page: [], bare: [] };
    const seconds = Math.max(3, Math.round(ctx.seconds / 2));
    for (let i = 0; i < ROUNDS; i++) {
      const rps: number[] = [];
      for (const [side, target, pid] of [
        ['page', url, ctx.server.pid],
        ['bare', bare.url, bare.pid],
      ] as const) {
        const before = cpuTicks(pid);
        const result = await ctx.load({ url: target, headers, seconds, connections: ctx.connections });
        cpu[side].push(((cpuTicks(pid) - before) * 10_000) / result.requests);
        rps.push(result.rps);
      }
      ratios.push(rps[0] / rps[1]);
    }
    const ratio = round(median(ratios), 2);
    return [
      {
        scenario,
        metric: 'not counted (prefetch) ÷ bare throughput',
        value: ratio,
        unit: '×',
        note: `the answer path without counting (median of ${ROUNDS} pairs: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      },
      {
        scenario,
        metric: 'server CPU per answer, not counted',
        value: round(median(cpu.page), 2),
        unit: 'µs',
        note: `bare ${round(median(cpu.bare), 2)} µs`,
      },
    ];
  } finally {
    await bare.stop();
  }
}

/** The short id of the card holder's active profile (made by the first scan). */
async function activeProfile(server: ServerHandle): Promise<string> {
  const database = await openDatabase({ url: `file:${join(server.dataDir, 'dynacard.db')}` });
  try {
    const [row] = await database.db
      .select({ shortId: profiles.shortId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(users.username, 'cardlink'), eq(profiles.isActive, true)));
    return row.shortId;
  } finally {
    database.close();
  }
}

/**
 * /c/{cardId}, the link on a card's QR code and NFC chip: the holder's profile page straight from the page cache
 * (no redirect), every scan counted on the card and the profile, against the same answer from a bare Bun.serve:
 * ≥ 90 % of its requests per second (issue 10).
 */
export default defineScenario({
  name: 'card-link',
  description: 'GET /c/{cardId} (page cache, scans counted) vs the same answer from a bare Bun.serve',
  async run(ctx) {
    const scenario = 'card-link';
    const { server } = ctx;
    const { companyShortId } = await tagOwner(server, 'cardlink');
    const cardId = await seedCard(server, companyShortId);
    const url = `${server.url}/c/${cardId}`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(url, { headers: { 'user-agent': PHONE }, redirect: 'manual' });
      const html = await res.text();
      if (res.status !== 200 || !html.includes('Anna Berg'))
        throw new Error(`GET /c/${cardId} answered ${res.status}: ${html.slice(0, 200)}`);
    }
    await withViewHistory(server);
    const scans = await pageVsBare(ctx, scenario, 'GET /c/{cardId}', url);
    const uncounted = await uncountedVsBare(ctx, scenario, url);
    // The same page by its /p address (not counted), in the same run: what /c's answer path is held to.
    const profile = await pageVsBare(
      ctx,
      scenario,
      'GET /p/{profile}',
      `${server.url}/p/${await activeProfile(server)}`,
    );
    const named = (prefix: string, figures: typeof scans) =>
      figures.map((f) => (f.metric.startsWith('GET ') ? f : { ...f, metric: `${prefix}: ${f.metric}` }));
    return [...named('/c scans', scans), ...uncounted, ...named('/p', profile)];
  },
});
