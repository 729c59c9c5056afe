// The demo's webhook endpoint: the ordering company's CRM receiving leads, orders, invoices and card scans, with a
// delivery log that shows a success, a retry that succeeded and a delivery that failed after its day. Nothing is
// left pending, so a demo server never posts to the example address. Removed before the rest of the seed runs
// (its events would otherwise be queued for it) and made again at the end.
import { type Company, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@db/schema';
import type { WebhookEvent } from '@shared/schemas/webhooks';
import { eq } from 'drizzle-orm';
import { newEventId, newSecret, payloadOf, sealSecret } from '../../api/src/modules/webhooks';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { ORDERING_COMPANY } from './orders';

const MINUTE = 60_000;

export async function clearDemoWebhooks(deps: Deps, companyByName: Map<string, Company>) {
  const company = companyByName.get(ORDERING_COMPANY);
  if (company) await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.companyId, company.id));
}

type Attempt = [minutesAgo: number, status: number | null, ms: number, excerpt: string];
type Demo = { type: WebhookEvent; minutesAgo: number; data: unknown; attempts: Attempt[] };

export async function seedWebhooks(deps: Deps, companyByName: Map<string, Company>) {
  const company = companyByName.get(ORDERING_COMPANY);
  if (!company) throw new Error(`the demo has no ${ORDERING_COMPANY}`);
  await clearDemoWebhooks(deps, companyByName);
  const now = deps.clock.now();
  const [endpoint] = await deps.db
    .insert(webhookEndpoints)
    .values({
      shortId: shortId(),
      companyId: company.id,
      url: 'https://hooks.example.com/dynacard/crm',
      description: 'CRM',
      events: ['lead.created', 'order.status_changed', 'invoice.issued', 'card.scanned'],
      secret: sealSecret(deps, newSecret()),
      createdAt: now - 3 * 24 * 60 * MINUTE,
      updatedAt: now,
    })
    .returning();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  const demos: Demo[] = [
    {
      type: 'lead.created',
      minutesAgo: 35,
      data: {
        lead: {
          id: 'demoLead01',
          fullName: 'Anna Berg',
          email: 'anna@example.com',
          phone: '',
          company: 'Berg & Co',
          note: 'Met you at the fair.',
          lang: 'sv',
          createdAt: at(35),
        },
        profile: null,
        holder: { id: 'demo', fullName: 'Demo Subscriber', email: 'subscriber@example.com' },
      },
      attempts: [[35, 200, 142, '{"received":true}']],
    },
    {
      type: 'card.scanned',
      minutesAgo: 90,
      data: { item: { type: 'card', id: 'demoCard01' }, views: 3, uniqueViews: 2, from: at(91), to: at(90) },
      attempts: [[90, 204, 88, '']],
    },
    {
      type: 'order.status_changed',
      minutesAgo: 26 * 60,
      data: {
        order: {
          id: 'demoOrder1',
          number: '2026-0001',
          status: 'shipped',
          previousStatus: 'processing',
          total: 123_750,
          currency: 'SEK',
          changedAt: at(26 * 60),
        },
      },
      attempts: [
        [26 * 60, 500, 311, 'Internal Server Error'],
        [26 * 60 - 1, 200, 156, '{"ok":true}'],
      ],
    },
    {
      type: 'invoice.issued',
      minutesAgo: 50 * 60,
      data: {
        invoice: {
          id: 'demoInv001',
          number: 1001,
          kind: 'invoice',
          period: null,
          net: 99_000,
          vat: 24_750,
          total: 123_750,
          currency: 'SEK',
          issuedAt: at(50 * 60),
          dueAt: at(50 * 60 - 30 * 24 * 60),
        },
      },
      attempts: [
        [50 * 60, null, 10_000, 'timeout: no answer within 10000 ms'],
        [50 * 60 - 5, 503, 95, 'Service Unavailable'],
        [26 * 60 + 1, 503, 97, 'Service Unavailable'],
      ],
    },
  ];
  for (const demo of demos) {
    const created = now - demo.minutesAgo * MINUTE;
    const ok = demo.attempts.at(-1)![1] !== null && demo.attempts.at(-1)![1]! < 300;
    const [delivery] = await deps.db
      .insert(webhookDeliveries)
      .values({
        shortId: shortId(),
        endpointId: endpoint.id,
        eventId: newEventId(),
        eventType: demo.type,
        payload: payloadOf(demo.type, created, demo.data),
        state: ok ? 'delivered' : 'failed',
        attempts: demo.attempts.length,
        nextAttemptAt: now,
        createdAt: created,
        updatedAt: now,
      })
      .returning();
    await deps.db.insert(webhookAttempts).values(
      demo.attempts.map(([minutesAgo, statusCode, durationMs, excerpt]) => ({
        deliveryId: delivery.id,
        at: now - minutesAgo * MINUTE,
        statusCode,
        durationMs,
        excerpt,
      })),
    );
  }
  return demos.length;
}
