// card.scanned, profile.viewed and dynatag.viewed as digests: at most one per item, endpoint and minute, sent when
// the minute is over. The view writer hands over each batch's rows as written (with whether each is unique); the
// batch's views and unique views of an item's minute are added to that minute's pending delivery in the outbox
// (queueWebhook's addCounts) — a running count, exact whichever thread or instance adds to it, never a recount of
// the minute's views (which cost a fifth of a card page's CPU when the views were written on the request thread).
import { cards, dynatags, memberships, profileCompanies, profiles, webhookEndpoints } from '@db/schema';
import type { WebhookEvent } from '@shared/schemas/webhooks';
import { eq } from 'drizzle-orm';
import type { PendingView, WrittenView } from '../profiles';
import { type OutboxDeps, queueWebhook } from './emit';
import type { ViewDigest } from './payloads';

const MINUTE = 60_000;
/** How long an item's companies are remembered by the writer (a card moved to another company: at most this late). */
const OWNERS_MS = 60_000;
/**
 * The pages whose views have a webhook event; a click on a person's own link (`link`), a view of a tag's variant
 * and a click in a tag (`variant`, `tagClick`: counted beside the tag's own view) have none.
 */
type PageType = Exclude<PendingView['target']['type'], 'link' | 'variant' | 'tagClick'>;
const hasEvent = (type: PendingView['target']['type']): type is PageType =>
  type === 'card' || type === 'profile' || type === 'dynatag';
const EVENT: Record<PageType, WebhookEvent> = {
  card: 'card.scanned',
  profile: 'profile.viewed',
  dynatag: 'dynatag.viewed',
};
const VIEW_EVENTS = new Set<WebhookEvent>(Object.values(EVENT));

/** The item's public id and the companies it belongs to (a card page may show several). */
async function ownersOf(deps: OutboxDeps, type: PendingView['target']['type'], id: number) {
  if (type === 'profile') {
    const rows = await deps.db
      .select({ shortId: profiles.shortId, companyId: memberships.companyId })
      .from(profiles)
      .innerJoin(profileCompanies, eq(profileCompanies.profileId, profiles.id))
      .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
      .where(eq(profiles.id, id));
    return rows;
  }
  const table = type === 'card' ? cards : dynatags;
  return deps.db
    .select({ shortId: table.shortId, companyId: table.companyId })
    .from(table)
    .where(eq(table.id, id));
}

/**
 * The digests of one writer: `wanted` says which companies' endpoints take which view events now (null: none, the
 * writer then does not ask its rows back); `add` queues the batch's rows as digests.
 */
export function createViewDigests(deps: OutboxDeps) {
  const owners = new Map<string, { rows: { shortId: string; companyId: number | null }[]; until: number }>();

  async function ownersFor(type: PendingView['target']['type'], id: number, now: number) {
    const key = `${type} ${id}`;
    const kept = owners.get(key);
    if (kept && kept.until > now) return kept.rows;
    const rows = await ownersOf(deps, type, id);
    if (owners.size >= 10_000) owners.clear();
    owners.set(key, { rows, until: now + OWNERS_MS });
    return rows;
  }

  return {
    async wanted(): Promise<Set<string> | null> {
      const endpoints = await deps.db
        .select({ companyId: webhookEndpoints.companyId, events: webhookEndpoints.events })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.enabled, true));
      const taken = new Set<string>();
      for (const e of endpoints) {
        for (const event of e.events) if (VIEW_EVENTS.has(event)) taken.add(`${e.companyId} ${event}`);
      }
      return taken.size ? taken : null;
    },

    async add(taken: Set<string>, rows: readonly WrittenView[]) {
      const windows = new Map<
        string,
        { type: PageType; id: number; from: number; views: number; unique: number }
      >();
      for (const row of rows) {
        const type = row.targetType;
        if (!hasEvent(type)) continue;
        const from = row.at - (row.at % MINUTE);
        const key = `${row.targetType} ${row.targetId} ${from}`;
        const window = windows.get(key) ?? {
          type,
          id: row.targetId,
          from,
          views: 0,
          unique: 0,
        };
        window.views++;
        if (row.isUnique) window.unique++;
        windows.set(key, window);
      }
      for (const { type, id, from, views, unique } of windows.values()) {
        const event = EVENT[type];
        const subscribed = (await ownersFor(type, id, deps.clock.now())).filter(
          (o) => o.companyId && taken.has(`${o.companyId} ${event}`),
        );
        if (!subscribed.length) continue;
        const itemId = subscribed[0].shortId;
        const data: ViewDigest = {
          item: { type, id: itemId },
          views,
          uniqueViews: unique,
          from: new Date(from).toISOString(),
          to: new Date(from + MINUTE).toISOString(),
        };
        for (const { companyId } of subscribed) {
          await queueWebhook(deps, companyId, event, data, {
            eventId: `msg_${type}_${itemId}_${from / MINUTE}`,
            notBefore: from + MINUTE,
            addCounts: ['views', 'uniqueViews'],
          });
        }
      }
    },
  };
}
