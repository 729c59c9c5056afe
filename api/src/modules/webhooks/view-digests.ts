// card.scanned, profile.viewed and dynatag.viewed as digests: at most one per item, endpoint and minute. The
// view counter calls this after it wrote a batch (off the page's answer); each call recounts the minute from the
// views table and updates the digest while it waits for the minute's end, so the one delivery holds every view.
import {
  cards,
  dynatags,
  memberships,
  profileCompanies,
  profiles,
  views,
  webhookEndpoints,
} from '@db/schema';
import type { WebhookEvent } from '@shared/schemas/webhooks';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { PendingView } from '../profiles';
import { emitWebhook } from './emit';
import type { ViewDigest } from './payloads';

const MINUTE = 60_000;
const EVENT: Record<PendingView['target']['type'], WebhookEvent> = {
  card: 'card.scanned',
  profile: 'profile.viewed',
  dynatag: 'dynatag.viewed',
};

/** The item's public id and the companies it belongs to (a card page may show several). */
async function ownersOf(deps: Deps, type: PendingView['target']['type'], id: number) {
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

export async function queueViewDigests(deps: Deps, batch: readonly PendingView[]) {
  // Most batches concern no endpoint at all: one look at the (small) endpoints table first.
  const endpoints = await deps.db
    .select({ companyId: webhookEndpoints.companyId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true));
  const taken = new Set(endpoints.flatMap((e) => e.events.map((event) => `${e.companyId} ${event}`)));
  const anyView = endpoints.some((e) => e.events.some((event) => Object.values(EVENT).includes(event)));
  if (!anyView) return;
  const windows = new Map<string, { type: PendingView['target']['type']; id: number; from: number }>();
  for (const { target, visit } of batch) {
    const from = visit.at - (visit.at % MINUTE);
    windows.set(`${target.type} ${target.id} ${from}`, { type: target.type, id: target.id, from });
  }
  for (const { type, id, from } of windows.values()) {
    const event = EVENT[type];
    const owners = (await ownersOf(deps, type, id)).filter(
      (o) => o.companyId && taken.has(`${o.companyId} ${event}`),
    );
    if (!owners.length) continue;
    const [counted] = await deps.db
      .select({ views: sql<number>`count(*)`, unique: sql<number>`coalesce(sum(${views.isUnique}), 0)` })
      .from(views)
      .where(
        and(
          eq(views.targetType, type),
          eq(views.targetId, id),
          gte(views.at, from),
          lt(views.at, from + MINUTE),
        ),
      );
    const data: ViewDigest = {
      item: { type, id: owners[0].shortId },
      views: Number(counted.views),
      uniqueViews: Number(counted.unique),
      from: new Date(from).toISOString(),
      to: new Date(from + MINUTE).toISOString(),
    };
    for (const { companyId } of owners) {
      await emitWebhook(deps, companyId, event, data, {
        eventId: `msg_${type}_${owners[0].shortId}_${from / MINUTE}`,
        notBefore: from + MINUTE,
        replacePending: true,
      });
    }
  }
}
